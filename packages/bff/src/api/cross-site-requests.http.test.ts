import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/started-server.js';
import { guestToken } from '../testing/tokens.js';
import { errorIdOf } from './identity/identity-http.fixture.js';

const EVIL = 'https://evil.example';
const PUBLIC_URL = 'https://shop.example';

const store = useTestServer({ STRIDE_PUBLIC_URL: PUBLIC_URL });

async function send(path: string, init: { body?: string; headers?: Record<string, string> }) {
  const res = await fetch(new URL(path, store.url), { method: 'POST', ...init });
  const text = await res.text();
  return { status: res.status, body: (text === '' ? undefined : JSON.parse(text)) as unknown, cookies: res.headers.getSetCookie() };
}

describe('a JSON route refuses any other body type before it runs', () => {
  it('answers 415 API415 and sets no cookie to a cross-site text/plain form post to the token call (login CSRF)', async () => {
    // What <form enctype="text/plain"> with one field named {"type":"Guest","x":" sends.
    const res = await send('/token/v2/auth/token', {
      body: '{"type":"Guest","x":"=1"}',
      headers: { 'content-type': 'text/plain', origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(415);
    expect(errorIdOf(res.body)).toBe('API415');
    expect(res.cookies).toEqual([]);
  });

  it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json-patch+json', 'text/json'])(
    'answers 415 to a body sent as %s',
    async (contentType) => {
      const res = await send('/token/v2/auth/token', { body: '{"type":"Guest"}', headers: { 'content-type': contentType } });
      expect(res.status).toBe(415);
    },
  );

  it('serves application/json, with or without a UTF-8 charset', async () => {
    for (const contentType of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"']) {
      const res = await send('/token/v2/auth/token', { body: '{"type":"Guest"}', headers: { 'content-type': contentType } });
      expect(res.status, contentType).toBe(200);
    }
  });

  it('still serves a POST without a body or Content-Type where every field of the body is optional (sign-out)', async () => {
    const guest = await guestToken(store.url);
    const res = await send('/consumers-v3/consumer/auth/signout', { headers: { authorization: `Bearer ${guest.accessToken}` } });
    expect(res.status).toBe(200);
  });
});

describe('a request a token cookie authenticates must come from the storefront', () => {
  const refreshCookie = async () => {
    const grant = await guestToken(store.url);
    return `stride_rt=${grant.refreshToken}`;
  };
  const rotate = (cookie: string, headers: Record<string, string>) =>
    send('/token/v2/auth/token', { body: '{"type":"Refresh"}', headers: { 'content-type': 'application/json', cookie, ...headers } });

  it('refuses a refresh by the refresh cookie alone from another site with 403 and no cookie', async () => {
    const res = await rotate(await refreshCookie(), { origin: EVIL });
    expect(res.status).toBe(403);
    expect(errorIdOf(res.body)).toBe('AUT432');
    expect(res.cookies).toEqual([]);
  });

  it('refuses it without any Origin or Sec-Fetch-Site, and with Sec-Fetch-Site: same-site', async () => {
    expect((await rotate(await refreshCookie(), {})).status).toBe(403);
    expect((await rotate(await refreshCookie(), { 'sec-fetch-site': 'same-site', origin: PUBLIC_URL })).status).toBe(403);
  });

  it('refuses a sign-out by the refresh cookie from another site, leaving the session alive', async () => {
    const cookie = await refreshCookie();
    const res = await send('/consumers-v3/consumer/auth/signout', { body: '{}', headers: { 'content-type': 'application/json', cookie, origin: EVIL } });
    expect(res.status).toBe(403);
    expect(res.cookies).toEqual([]);
    expect((await rotate(cookie, { origin: PUBLIC_URL })).status).toBe(200);
  });

  it('rotates for the storefront: its public origin, the request URL origin, or Sec-Fetch-Site: same-origin', async () => {
    const storefront: Record<string, string>[] = [{ origin: PUBLIC_URL }, { origin: new URL(store.url).origin }, { 'sec-fetch-site': 'same-origin' }];
    for (const headers of storefront) {
      const res = await rotate(await refreshCookie(), headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.cookies.some((line) => line.startsWith('stride_rt='))).toBe(true);
    }
  });

  it('refuses a cross-site write authenticated by the access cookie', async () => {
    const guest = await guestToken(store.url);
    const res = await send('/cart/v1/cart', { headers: { cookie: `stride_at=${guest.accessToken}`, origin: EVIL } });
    expect(res.status).toBe(403);
  });
});

describe('the 3-D Secure challenge form', () => {
  it('refuses a form posted from another site with 403 in the spec shape', async () => {
    const res = await send('/psp/v1/challenge/chl_unknown-challenge', {
      body: 'result=passed',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect(errorIdOf(res.body)).toBe('AUT432');
  });

  it('reads a form posted by its own page', async () => {
    const res = await send('/psp/v1/challenge/chl_unknown-challenge', {
      body: 'result=passed',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
    });
    expect(res.status).toBe(404);
    expect(errorIdOf(res.body)).toBe('PYT404');
  });
});
