import { Buffer } from 'node:buffer';
import { request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/started-server.js';
import { errorIdOf, pkcePair } from './identity/identity-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_BODY_LIMIT_BYTES: String(256 * 1024) });

async function call(method: string, path: string, body?: string) {
  const res = await fetch(new URL(path, store.url), { method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body }) });
  const text = await res.text();
  return { status: res.status, body: (text.startsWith('{') ? JSON.parse(text) : text) as unknown };
}

/**
 * Posts a body over a limit on its own connection, in chunks (no Content-Length) when given several:
 * the server answers as soon as the limit is passed and may close before the rest is sent.
 */
function oversized(path: string, chunks: readonly string[]): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (chunks.length === 1) headers['content-length'] = Buffer.byteLength(chunks[0] ?? '');
    const req = request(new URL(path, store.url), { method: 'POST', headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (data: Buffer) => (text += data.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    req.on('error', () => undefined);
    const writeFrom = (index: number): void => {
      const chunk = chunks[index];
      if (chunk === undefined) return void req.end();
      req.write(chunk, () => writeFrom(index + 1));
    };
    writeFrom(0);
    setTimeout(() => reject(new Error('no answer')), 10_000).unref();
  });
}

const storeSearch = (body: string) => call('POST', '/stores/v1/search', body);
const messageOf = (body: unknown) => (body as { errorDetails?: { message: string }[] }).errorDetails?.[0]?.message ?? '';

describe('body size', () => {
  it('answers 413 ATTR300 in the spec shape to a body over STRIDE_BODY_LIMIT_BYTES, without parsing it', async () => {
    const res = await oversized('/stores/v1/search', [JSON.stringify({ postalCode: 'x'.repeat(300 * 1024) })]);
    expect(res.status).toBe(413);
    expect(errorIdOf(res.body)).toBe('ATTR300');
    expect(messageOf(res.body)).toContain(String(256 * 1024));
  });

  it('cuts a chunked body (no Content-Length) at the limit too', async () => {
    const res = await oversized(
      '/stores/v1/search',
      Array.from({ length: 8 }, () => ' '.repeat(64 * 1024)),
    );
    expect(res.status).toBe(413);
    expect(errorIdOf(res.body)).toBe('ATTR300');
  });

  it('holds the credential calls to 16 KiB', async () => {
    const { codeChallenge } = await pkcePair();
    const body = JSON.stringify({ type: 'Registered', username: 'a@b.example', password: 'p', codeChallenge, padding: 'x'.repeat(17 * 1024) });
    for (const path of ['/consumers-v3/auth/signin', '/token/v2/auth/token', '/consumers-v3/auth/signup', '/consumers-v3/confirmforgotpassword']) {
      expect((await oversized(path, [body])).status, path).toBe(413);
    }
    // The same body is under the server-wide limit elsewhere: refused by the schema, not by size.
    expect((await storeSearch(body)).status).toBe(400);
  });
});

describe('nesting', () => {
  it('answers 400 ATTR300, never 500, to a body nested 5,000 deep', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const res = await storeSearch(`{"postalCode":"10001","x":${deep}}`);
    expect(res.status).toBe(400);
    expect(errorIdOf(res.body)).toBe('ATTR300');
    expect(messageOf(res.body)).toContain('nested deeper than 32');
  });

  it('answers 400 to deep arrays too', async () => {
    const res = await storeSearch(`{"postalCode":${'['.repeat(40)}${']'.repeat(40)}}`);
    expect(res.status).toBe(400);
    expect(messageOf(res.body)).toContain('nested');
  });
});

describe('NUL and control characters', () => {
  it('answers 400 ATTR300, never 500, to a NUL in an unauthenticated body (sign-in)', async () => {
    const { codeChallenge } = await pkcePair();
    const res = await call(
      'POST',
      '/consumers-v3/auth/signin',
      JSON.stringify({ type: 'Registered', username: 'nul\u0000@stride.example', password: 'Stride-demo-1', codeChallenge }),
    );
    expect(res.status).toBe(400);
    expect(errorIdOf(res.body)).toBe('ATTR300');
    expect(messageOf(res.body)).toContain('body.username: control characters');
  });

  it.each([
    ['NUL', '\u0000'],
    ['BEL', '\u0007'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
  ])('refuses %s in a string value and in a key', async (_name, ch) => {
    expect((await storeSearch(JSON.stringify({ postalCode: `100${ch}01` }))).status).toBe(400);
    const key = await storeSearch(JSON.stringify({ postalCode: '10001', [`k${ch}`]: 1 }));
    expect(key.status).toBe(400);
    expect(messageOf(key.body)).toContain('control characters');
  });

  it('lets tab, line feed and carriage return through to the route in free text', async () => {
    const res = await call('POST', '/consumers-v3/confirmforgotpassword', JSON.stringify({ email: 'line\r\nfeed\t@stride.example' }));
    expect(messageOf(res.body)).not.toContain('control characters');
  });

  it('refuses a NUL in a query value and in a path parameter', async () => {
    const query = await call('GET', '/products/v2/search/productSearch?q=shoe%00');
    expect(query.status).toBe(400);
    expect(messageOf(query.body)).toContain('query.q: control characters');
    const path = await call('POST', '/fapi/api/validate-response/cart%00', JSON.stringify({ data: {}, error: false, path: '/cart/v1/cart/1', method: 'GET' }));
    expect(path.status).toBe(400);
    expect(messageOf(path.body)).toContain('params.contract: control characters');
  });

  it('refuses a control character in a header the route reads (the lead source of sign-up)', async () => {
    // No HTTP client sends one, so the request goes out as raw bytes.
    const { port } = new URL(store.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.end(
          `POST /consumers-v3/auth/signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nSource: ad\u0001word\r\nContent-Length: 2\r\n\r\n{}`,
        );
      });
      let text = '';
      socket.on('data', (data) => (text += data.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });
});

describe('field lengths', () => {
  it('refuses a query value longer than 2,048 characters on any route, read or not', async () => {
    const res = await call('GET', `/consumers-v3/utilities/stores?utm=${'x'.repeat(3000)}`);
    expect(res.status).toBe(400);
    expect(errorIdOf(res.body)).toBe('ATTR300');
  });

  it("bounds the token call's codes and guest object ids", async () => {
    const { codeVerifier } = await pkcePair();
    const long = await call('POST', '/token/v2/auth/token', JSON.stringify({ type: 'Registered', authorizationCode: 'c'.repeat(5000), codeVerifier }));
    expect(long.status).toBe(400);
    expect(messageOf(long.body)).toContain('authorizationCode');
    const guestObjects = { basketId: 'b'.repeat(500) };
    const ids = await call('POST', '/token/v2/auth/token', JSON.stringify({ type: 'Registered', authorizationCode: 'code', codeVerifier, guestObjects }));
    expect(ids.status).toBe(400);
    expect(messageOf(ids.body)).toContain('guestObjects.basketId');
  });
});
