import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE } from '../api/authenticate.middleware.js';
import { startTestServer, type StartedServer } from '../testing/started-server.js';
import { signIn } from '../testing/tokens.js';

describe('pages rendered with the caller’s cookie', () => {
  let started: StartedServer;
  beforeAll(async () => {
    started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  });
  afterAll(async () => started?.server.close());

  it('are never kept by a cache: cart, checkout, account, order confirmation and the catalogue alike', async () => {
    const shopper = await signIn(started.server.url, DemoEmail.shopper, DEMO_PASSWORD);
    const cookie = `${ACCESS_TOKEN_COOKIE}=${shopper.accessToken}`;
    for (const path of ['/cart', '/checkout', '/account', '/order-confirmation?orderNumber=ST0000000000', '/en-us', '/en-us/c/running-4100']) {
      const res = await fetch(new URL(path, started.server.url), { headers: { cookie } });
      expect(res.status, path).toBeLessThan(500);
      expect(await res.text(), path).toContain('<!DOCTYPE html>');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
