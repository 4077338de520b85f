import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { post } from './identity-http.fixture.js';

/** The token cookies a guest sign-in sets, with the given request headers. */
async function tokenCookies(url: string, headers: Record<string, string> = {}): Promise<string[]> {
  const res = await post(url, '/token/v2/auth/token', { type: 'Guest' }, headers);
  expect(res.status).toBe(200);
  const cookies = res.cookies.filter((line) => /^stride_(at|rt)=/.test(line));
  expect(cookies).toHaveLength(2);
  return cookies;
}

const secure = (line: string) => /;\s*Secure(;|$)/i.test(line);

describe('token cookies with an https public URL', () => {
  let started: StartedServer;
  beforeAll(async () => {
    started = await startTestServer({ STRIDE_PUBLIC_URL: 'https://shop.example' });
  });
  afterAll(async () => started?.server.close());

  it('are Secure although the bff itself is reached over plain http (TLS ends at a proxy)', async () => {
    expect((await tokenCookies(started.server.url)).every(secure)).toBe(true);
  });
});

describe('token cookies behind one trusted proxy', () => {
  let started: StartedServer;
  beforeAll(async () => {
    started = await startTestServer({ STRIDE_TRUST_PROXY: '1' });
  });
  afterAll(async () => started?.server.close());

  it('are Secure when the proxy says the shopper came over https', async () => {
    expect((await tokenCookies(started.server.url, { 'x-forwarded-proto': 'https' })).every(secure)).toBe(true);
  });

  it('are not Secure when the proxy says http, or says nothing, or only the client claims https', async () => {
    const claims: Record<string, string>[] = [{ 'x-forwarded-proto': 'http' }, {}, { 'x-forwarded-proto': 'https, http' }];
    for (const headers of claims) {
      expect((await tokenCookies(started.server.url, headers)).some(secure)).toBe(false);
    }
  });
});

describe('token cookies on a plain-http store with no trusted proxy', () => {
  let started: StartedServer;
  beforeAll(async () => {
    started = await startTestServer();
  });
  afterAll(async () => started?.server.close());

  it('are not Secure, whatever X-Forwarded-Proto a client sends', async () => {
    expect((await tokenCookies(started.server.url)).some(secure)).toBe(false);
    expect((await tokenCookies(started.server.url, { 'x-forwarded-proto': 'https' })).some(secure)).toBe(false);
  });
});
