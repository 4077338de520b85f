import { statSync } from 'node:fs';
import { join } from 'node:path';
import { renderPage } from '@stride/web';
import { describe, expect, it } from 'vitest';
import { createApp, type AppDeps } from './app.js';
import { MemoryLogger } from './logging/memory-logger.js';
import { loadClientBuild } from './web/client-assets.js';
import { createPageRenderer, type PageRenderer } from './web/page-renderer.js';

const client = loadClientBuild();

function appWith(overrides: Partial<AppDeps> = {}) {
  const logger = new MemoryLogger();
  const deps: AppDeps = {
    logger,
    readiness: async () => true,
    pages: createPageRenderer(renderPage, client.assets),
    clientDir: client.clientDir,
    newCorrelationId: () => 'generated-id',
    ...overrides,
  };
  return { app: createApp(deps), logger };
}

describe('health routes', () => {
  it('GET /healthz answers 200 {status:"ok"}', async () => {
    const res = await appWith().app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 {status:"ready"} when the probe says ready', async () => {
    const res = await appWith().app.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz answers 503 {status:"unavailable"} when the probe says not ready', async () => {
    const res = await appWith({ readiness: async () => false }).app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable' });
  });

  it('GET /readyz answers 503 and logs a warning when the probe throws', async () => {
    const { app, logger } = appWith({ readiness: async () => Promise.reject(new Error('connection refused')) });
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(logger.entries.find((entry) => entry.level === 'warn')?.msg).toBe('readiness probe failed');
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 and the spec error shape', async () => {
    const res = await appWith().app.request('/cart/v1/no/such/call');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      errorDetails: [{ errorId: 'API404', message: 'Not found' }],
      correlationId: 'generated-id',
    });
  });

  it('answers an unexpected throw with 500 GEN500, without the stack, and logs the stack', async () => {
    const failing: PageRenderer = { render: () => Promise.reject(new Error('secret internals')) };
    const { app, logger } = appWith({ pages: failing });
    const res = await app.request('/', { headers: { 'x-correlation-id': 'req-500' } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      errorDetails: [{ errorId: 'GEN500', message: 'Something went wrong' }],
      correlationId: 'req-500',
    });
    expect(text).not.toContain('secret internals');
    expect(res.headers.get('x-correlation-id')).toBe('req-500');
    const logged = logger.entries.find((entry) => entry.msg === 'unhandled error');
    expect(logged?.fields).toMatchObject({ correlationId: 'req-500' });
    expect(String(logged?.fields.stack)).toContain('secret internals');
  });
});

describe('correlation id and request log', () => {
  it('echoes a sane caller id and uses it in the request log line', async () => {
    const { app, logger } = appWith();
    const res = await app.request('/healthz', { headers: { 'x-correlation-id': 'abc-123_DEF.9' } });
    expect(res.headers.get('x-correlation-id')).toBe('abc-123_DEF.9');
    expect(logger.entries).toContainEqual({
      level: 'info',
      msg: 'request',
      fields: expect.objectContaining({ method: 'GET', path: '/healthz', status: 200, correlationId: 'abc-123_DEF.9' }),
    });
  });

  it.each(['', 'has space', 'a'.repeat(129), 'semi;colon', '<script>'])('replaces an insane caller id %j with a generated one', async (offered) => {
    const res = await appWith().app.request('/healthz', { headers: { 'x-correlation-id': offered } });
    expect(res.headers.get('x-correlation-id')).toBe('generated-id');
  });

  it('generates a UUID by default and logs the status and a duration for each request', async () => {
    const { app, logger } = appWith({ newCorrelationId: undefined });
    const res = await app.request('/products/missing');
    const id = res.headers.get('x-correlation-id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const line = logger.entries.find((entry) => entry.msg === 'request');
    expect(line?.fields).toMatchObject({ path: '/products/missing', status: 404, correlationId: id });
    expect(typeof line?.fields.durationMs).toBe('number');
  });
});

describe('home page and assets', () => {
  it('GET / without the commerce API renders the 503 error page, with the client assets, never a blank page', async () => {
    const res = await appWith().app.request('/');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-US">/);
    expect(html).toContain('<h1>Something went wrong</h1>');
    for (const url of [...client.assets.scripts, ...client.assets.styles]) expect(html).toContain(`"${url}"`);
  });

  it('serves the hashed client files with a year-long immutable cache', async () => {
    // The largest script the pages load (the entry itself may be a one-line import, below compression's threshold).
    const scripts = [...client.assets.scripts, ...(client.assets.preloads ?? [])];
    const script = scripts.reduce((largest, url) =>
      statSync(join(client.clientDir, url)).size > statSync(join(client.clientDir, largest)).size ? url : largest,
    );
    const res = await appWith().app.request(script);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await res.text()).length).toBeGreaterThan(0);
  });

  it('answers a missing asset or a path escaping the asset folder with 404 API404', async () => {
    for (const path of ['/assets/nope.js', '/assets/../.vite/manifest.json', '/assets/%2e%2e/.vite/manifest.json']) {
      const res = await appWith().app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ errorDetails: [{ errorId: 'API404' }] });
    }
  });
});

describe('compression', () => {
  it('gzips pages and scripts for a client that accepts it, and not for one that does not', async () => {
    const { app } = appWith();
    // The largest script the pages load (the entry itself may be a one-line import, below compression's threshold).
    const scripts = [...client.assets.scripts, ...(client.assets.preloads ?? [])];
    const script = scripts.reduce((largest, url) =>
      statSync(join(client.clientDir, url)).size > statSync(join(client.clientDir, largest)).size ? url : largest,
    );
    const zipped = await app.request(script, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const plain = await app.request(script);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const page = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    const html = await new Response(page.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(html).toMatch(/^<!DOCTYPE html>/);
  });
});
