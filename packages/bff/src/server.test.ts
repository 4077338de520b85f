import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config/config.js';
import { startServer } from './server.js';
import { startTestServer, type StartedServer } from './testing/started-server.js';

describe('startServer on a free port with an in-memory database', () => {
  let started: StartedServer;
  const get = (path: string, init?: RequestInit) => fetch(new URL(path, started.server.url), init);

  beforeAll(async () => {
    started = await startTestServer();
  });
  afterAll(async () => {
    await started.server.close();
  });

  it('listens on the port it reports and logs the URL', () => {
    expect(started.server.port).toBeGreaterThan(0);
    expect(started.server.url).toBe(`http://127.0.0.1:${started.server.port}`);
    const line = started.logger.entries.find((entry) => entry.msg === 'listening');
    expect(line?.fields).toMatchObject({ url: started.server.url, port: started.server.port });
  });

  it('answers GET /healthz with 200 {status:"ok"}', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers GET /readyz with 200 {status:"ready"} while the database answers', async () => {
    const res = await get('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('answers an unknown path with 404 in the spec error shape, echoing the correlation id', async () => {
    const res = await get('/cart/v1/nothing-here', { headers: { 'x-correlation-id': 'it-404' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-correlation-id')).toBe('it-404');
    expect(await res.json()).toEqual({ errorDetails: [{ errorId: 'API404', message: 'Not found' }], correlationId: 'it-404' });
  });

  it('writes a request log line carrying the correlation id it echoed', async () => {
    const res = await get('/healthz');
    const id = res.headers.get('x-correlation-id');
    expect(id).toBeTruthy();
    const line = started.logger.entries.find((entry) => entry.msg === 'request' && entry.fields.correlationId === id);
    expect(line?.fields).toMatchObject({ method: 'GET', path: '/healthz', status: 200 });
  });

  it('serves the home page with the server-rendered heading and a client script that loads', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1 id="home-title">Run your own pace</h1>');
    const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\/entry-[\w-]+\.js$/);
    const asset = await get(script ?? '');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });
});

describe('readiness when the database fails', () => {
  it('answers GET /readyz with 503 {status:"unavailable"} once the database is closed', async () => {
    const started = await startTestServer();
    try {
      await started.sqlClient().close();
      const res = await fetch(new URL('/readyz', started.server.url));
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable' });
      expect((await fetch(new URL('/healthz', started.server.url))).status).toBe(200);
    } finally {
      // The database is already closed; closing it again may complain, which is not this test's concern.
      await started.server.close().catch(() => {});
    }
  });
});

describe('startServer with a bad environment', () => {
  it('rejects with a ConfigError naming the variable, before opening any database', async () => {
    let opened = false;
    const storage = {
      openSqlClient: async () => {
        opened = true;
        throw new Error('must not be called');
      },
      runMigrations: async () => ({ applied: [] }),
      checkDatabase: async () => true,
      seedDemoData: async () => {
        throw new Error('must not be called');
      },
      scryptHashers: { hashPassword: async () => 'x', hashPin: async () => 'x' },
      keepServerSecret: async () => {
        throw new Error('must not be called');
      },
    };
    const started = startServer({ PORT: 'not-a-port' }, { storage, handleSignals: false });
    await expect(started).rejects.toBeInstanceOf(ConfigError);
    await expect(started).rejects.toThrow(/PORT/);
    expect(opened).toBe(false);
  });
});
