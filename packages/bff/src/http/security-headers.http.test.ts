import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, payWithCard, placeOrder, readyBasket, shoePicker } from '../api/checkout/checkout-http.fixture.js';
import { startTestServer, type StartedServer } from '../testing/started-server.js';
import { guestToken } from '../testing/tokens.js';

/** The Content-Security-Policy directives of an answer, by name. */
function directives(res: Response): Map<string, string> {
  const policy = res.headers.get('content-security-policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

/** The nonce named in an answer's script-src. */
function nonceOf(res: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(directives(res).get('script-src') ?? '')?.[1];
}

function expectCompanions(res: Response): void {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(res.headers.get('strict-transport-security')).toBeNull(); // plain http
}

/** A page: scripts from the store's own files and its nonce only, no plugins, no framing. */
function expectPagePolicy(res: Response): void {
  const csp = directives(res);
  expect(csp.get('default-src')).toBe("'self'");
  expect(csp.get('script-src')).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{22,}'$/);
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'self'");
  expect(csp.get('form-action')).toBe("'self'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(res.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expectCompanions(res);
}

/** Anything but a document (JSON, files, errors): opened as a document, it may load and run nothing. */
function expectNothingToLoad(res: Response): void {
  expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  // The referrer policy governs the links and loads of a document; such an answer makes none (OWASP: HTML answers).
  // frame-ancestors 'none' stands for X-Frame-Options in every browser that runs the store.
  expect(res.headers.get('referrer-policy')).toBeNull();
  expect(res.headers.get('x-frame-options')).toBeNull();
  expectCompanions(res);
}

describe('security headers on a plain-http store', () => {
  let started: StartedServer;
  let url: string;
  const get = (path: string, init?: RequestInit) => fetch(new URL(path, url), init);

  beforeAll(async () => {
    started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
    url = started.server.url;
  });
  afterAll(async () => started?.server.close());

  it('a page, an API answer, a static asset and an error each carry a strict policy and its companions', async () => {
    const page = await get('/en-us');
    expect(page.status).toBe(200);
    const script = /<script type="module" src="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const asset = await get(script);
    expect(asset.status).toBe(200);
    const apiAnswer = await get('/products/v2/search/productSearch?q=runner&count=1', {
      headers: { authorization: `Bearer ${(await guestToken(url)).accessToken}` },
    });
    expect(apiAnswer.status).toBe(200);
    const notFound = await get('/cart/v1/nothing-here');
    expect(notFound.status).toBe(404);
    const refused = await get('/token/v2/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"type":"Nobody"}' });
    expect(refused.status).toBe(400);
    expectPagePolicy(page);
    for (const res of [asset, apiAnswer, notFound, refused]) expectNothingToLoad(res);
  });

  it('gives each page its own nonce and puts it on every script the page writes, with no inline handlers', async () => {
    const [first, second] = [await get('/en-us'), await get('/en-us/c/running-4100')];
    const nonces = [nonceOf(first), nonceOf(second)];
    expect(nonces[0]).toBeDefined();
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [res, nonce] of [
      [first, nonces[0]],
      [second, nonces[1]],
    ] as const) {
      const html = await res.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      // At least the module entry and the hydration data.
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      for (const tag of scripts.filter((tag) => !tag.includes('application/ld+json'))) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i);
    }
    const again = await get('/en-us');
    expect(nonceOf(again)).not.toBe(nonces[0]);
  });

  it('lets only the store itself frame the 3-D Secure challenge page and its result', async () => {
    const guest = await guestToken(url);
    const basketId = await readyBasket(url, guest.accessToken, shoePicker()());
    await payWithCard(url, guest.accessToken, basketId, '4000000000003220');
    const pending = expectOk(await placeOrder(url, guest.accessToken, basketId), 'place');
    const challengeUrl = (pending.body.flash as { details: { challengeUrl: string } }[])[0]?.details.challengeUrl ?? '';
    const challenge = await get(challengeUrl);
    expect(await challenge.text()).toContain('Complete authentication');
    const result = await get(challengeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: 'result=passed',
    });
    expect(await result.text()).toContain('Authentication complete');
    for (const res of [challenge, result]) {
      expect(res.status).toBe(200);
      expect(directives(res).get('frame-ancestors')).toBe("'self'");
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(directives(res).get('default-src')).toBe("'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('HSTS only when shoppers arrive over TLS', () => {
  it('is sent on every answer when the public URL is https', async () => {
    const started = await startTestServer({ STRIDE_PUBLIC_URL: 'https://shop.example' });
    try {
      for (const path of ['/en-us', '/cart/v1/nothing-here']) {
        const res = await fetch(new URL(path, started.server.url));
        expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
      }
    } finally {
      await started.server.close();
    }
  });

  it('is sent behind a trusted proxy only when the proxy says https', async () => {
    const started = await startTestServer({ STRIDE_TRUST_PROXY: '1' });
    const hsts = async (headers: Record<string, string>) =>
      (await fetch(new URL('/en-us', started.server.url), { headers })).headers.get('strict-transport-security');
    try {
      expect(await hsts({ 'x-forwarded-proto': 'https' })).toBe('max-age=31536000');
      expect(await hsts({})).toBeNull();
      expect(await hsts({ 'x-forwarded-proto': 'http' })).toBeNull();
      // The client wrote "https" itself; the trusted proxy appended what it saw.
      expect(await hsts({ 'x-forwarded-proto': 'https, http' })).toBeNull();
    } finally {
      await started.server.close();
    }
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const started = await startTestServer();
    try {
      const res = await fetch(new URL('/en-us', started.server.url), { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await started.server.close();
    }
  });
});
