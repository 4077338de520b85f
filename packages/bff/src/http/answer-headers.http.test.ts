import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../testing/started-server.js';

// The exact header set of representative answers, as node's server writes them on the wire (raw lines, sorted: the
// order of distinct fields means nothing in HTTP).
// The hot JSON path skips work that wrote nothing (compress for clients that accept no encoding, the ETag read for
// requests that name no tag); these answers pin what every such answer must still carry.

let started: StartedServer;

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
}, 120_000);
afterAll(async () => started?.server.close());

const CSP_JSON = "default-src 'none'; frame-ancestors 'none'";
const SECURITY = [`content-security-policy: ${CSP_JSON}`, 'cross-origin-resource-policy: same-origin', 'x-content-type-options: nosniff'];

const sorted = (...lines: string[]) => lines.sort();

/** The answer's header lines as sent, the varying values (date, correlation id, lengths, tags) named instead. */
function rawHeaders(path: string, headers: Record<string, string> = {}): Promise<{ status: number; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${started.server.url}${path}`, { headers: { 'x-correlation-id': 'headers-test', ...headers } }, (res) => {
      const lines: string[] = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        const name = res.rawHeaders[i] ?? '';
        const value = res.rawHeaders[i + 1] ?? '';
        if (/^(date|connection|keep-alive)$/i.test(name)) continue;
        lines.push(`${name.toLowerCase()}: ${/^(content-length|etag)$/i.test(name) ? `<${name.toLowerCase()}>` : value}`);
      }
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, lines: lines.sort() }));
    });
    request.on('error', reject);
  });
}

describe('the headers of an answer', () => {
  it('product details (a shared answer): the security set, no-store, JSON, Vary and the correlation id, nothing else', async () => {
    expect(await rawHeaders('/products/v2/products/SR0045600/details?locale=en-US')).toEqual({
      status: 200,
      lines: sorted(
        ...SECURITY,
        'cache-control: no-store',
        'content-type: application/json',
        'vary: Accept-Encoding',
        'x-correlation-id: headers-test',
        'content-length: <content-length>',
      ),
    });
  });

  it('the category tree and the inventory: the same set', async () => {
    for (const path of ['/products/v2/catalog?locale=en-US', '/products/v2/products/SR0045600/inventory?locale=en-US']) {
      expect((await rawHeaders(path)).lines).toEqual(
        sorted(
          ...SECURITY,
          'cache-control: no-store',
          'content-type: application/json',
          'vary: Accept-Encoding',
          'x-correlation-id: headers-test',
          'content-length: <content-length>',
        ),
      );
    }
  });

  it('product details to a client that accepts gzip: compressed, with the same set beside the encoding', async () => {
    const { status, lines } = await rawHeaders('/products/v2/products/SR0045600/details?locale=en-US', { 'accept-encoding': 'gzip' });
    expect(status).toBe(200);
    expect(lines).toEqual(
      sorted(
        ...SECURITY,
        'cache-control: no-store',
        'content-type: application/json',
        'vary: Accept-Encoding',
        'x-correlation-id: headers-test',
        'content-encoding: gzip',
        'transfer-encoding: chunked',
      ),
    );
  });

  it('an unknown product: the error answer carries the same set', async () => {
    expect(await rawHeaders('/products/v2/products/SR9999999/details?locale=en-US')).toEqual({
      status: 404,
      lines: sorted(
        ...SECURITY,
        'cache-control: no-store',
        'content-type: application/json',
        'vary: Accept-Encoding',
        'x-correlation-id: headers-test',
        'content-length: <content-length>',
      ),
    });
  });

  it('a published content document: public for a minute with its tag, and 304 when asked with that tag', async () => {
    const path = '/published/caas/v1/canvas/menu/en-us?locale=en-US';
    const first = await rawHeaders(path);
    expect(first).toEqual({
      status: 200,
      lines: sorted(
        ...SECURITY,
        'cache-control: public, max-age=60, stale-while-revalidate=300',
        'etag: <etag>',
        'vary: accept-encoding',
        'x-correlation-id: headers-test',
        'content-type: application/json',
        'content-length: <content-length>',
      ),
    });
    const tag = await new Promise<string>((resolve) => http.get(`${started.server.url}${path}`, (res) => (res.resume(), resolve(String(res.headers.etag)))));
    const again = await rawHeaders(path, { 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.lines).toContain('etag: <etag>');
    expect(again.lines).toContain('x-correlation-id: headers-test');
  });
});
