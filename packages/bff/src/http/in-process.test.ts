import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.js';
import { compression } from './compression.middleware.js';
import { IN_PROCESS } from './in-process.js';
import { securityHeaders } from './security-headers.middleware.js';

function app() {
  const routes = new Hono<AppEnv>();
  routes.use('*', securityHeaders({ publicUrl: 'http://localhost', trustProxy: 0 }));
  routes.use('*', compression());
  routes.get('/products/v2/catalog', (c) => c.json({ categories: [], tls: c.get('servedOverTls') }));
  return routes;
}

describe('answers the bff asks of itself', () => {
  it('skip the headers and compression meant for the wire, and still know how the shopper arrived', async () => {
    const request = () => new Request('http://localhost/products/v2/catalog', { headers: { 'accept-encoding': 'gzip' } });
    const inProcess = await app().fetch(request(), IN_PROCESS);
    expect(inProcess.headers.get('content-security-policy')).toBeNull();
    expect(inProcess.headers.get('content-encoding')).toBeNull();
    expect(await inProcess.json()).toEqual({ categories: [], tls: false });
    const sent = await app().fetch(request());
    expect(sent.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(sent.headers.get('vary')).toBe('Accept-Encoding');
  });
});
