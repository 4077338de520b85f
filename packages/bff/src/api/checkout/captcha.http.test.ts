import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, type SharedTestServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { pkcePair } from '../identity/identity-http.fixture.js';
import { api, errorId, onlineStock, payWithCard, readyBasket, shoePicker, type Call } from './checkout-http.fixture.js';

const nextShoe = shoePicker();

/** Orders of a basket and the shoe's stock: what a refused order must leave as they were. */
async function written(store: SharedTestServer, basketId: string, variantId: string): Promise<[number, number]> {
  const orders = await store.started.sqlClient().query('SELECT 1 FROM orders WHERE basket_id = $1', [basketId]);
  return [orders.length, await onlineStock(store.started.sqlClient(), variantId)];
}

/** A guest's basket ready to be placed (shoe, addresses, method, card), as the checkout builds it: no captcha on the way. */
async function readyToPlace(store: SharedTestServer) {
  const guest = await guestToken(store.url);
  const shoe = nextShoe();
  const basketId = await readyBasket(store.url, guest.accessToken, shoe);
  await payWithCard(store.url, guest.accessToken, basketId, '4111111111111111');
  return { token: guest.accessToken, basketId, shoe };
}

const place = (store: SharedTestServer, token: string, basketId: string, captcha: Record<string, string>) =>
  api(store.url, 'PUT', '/cart/v2/checkout/order', token, { cartId: basketId, paymentMethod: { code: 'CREDIT_CARD' }, ...captcha });

async function signInWith(store: SharedTestServer, captcha: Record<string, string>): Promise<Call> {
  const { codeChallenge } = await pkcePair();
  return api(store.url, 'POST', '/consumers-v3/auth/signin', undefined, {
    type: 'Registered',
    username: DemoEmail.shopper,
    password: DEMO_PASSWORD,
    codeChallenge,
    ...captcha,
  });
}

describe('placing an order with the development captcha on (STRIDE_RECAPTCHA=true)', () => {
  const store = useTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_RECAPTCHA: 'true' });

  it('answers AUT403 to an order without recaptcha_response or with a refused one, and writes no order and reserves no stock', async () => {
    const { token, basketId, shoe } = await readyToPlace(store);
    const before = await written(store, basketId, shoe.variantId);
    for (const captcha of [{}, { recaptcha_response: '' }, { recaptcha_response: 'fail' }] as Record<string, string>[]) {
      const refused = await place(store, token, basketId, captcha);
      expect(refused.status).toBe(403);
      expect(errorId(refused)).toBe('AUT403');
      expect(refused.body.errorDetails?.[0]?.message).toBe('We could not verify that you are not a robot. Please try again.');
    }
    expect(await written(store, basketId, shoe.variantId)).toEqual(before);
    const placed = await place(store, token, basketId, { recaptcha_response: 'development-placeOrder' });
    expect(placed.status).toBe(200);
    expect(await written(store, basketId, shoe.variantId)).toEqual([1, before[1] - 1]);
  });

  it('answers AUT403 to a sign-in without recaptcha_response', async () => {
    const refused = await signInWith(store, {});
    expect([refused.status, errorId(refused)]).toEqual([403, 'AUT403']);
  });

  it('writes the development provider into every page, and no Google origin into its policy', async () => {
    const page = await fetch(new URL('/en-us', store.url));
    expect(await page.text()).toContain('<meta name="stride:captcha" content="development"');
    expect(page.headers.get('content-security-policy')).not.toContain('google');
  });
});

/** A local stand-in for reCAPTCHA Enterprise: the token says how it answers (`down`: 500, else a valid token of its action). */
let provider: Server;
let providerUrl = '';
const assessed: unknown[] = [];
beforeAll(async () => {
  provider = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { event: { token: string; expectedAction: string } };
      assessed.push({ url: req.url, body });
      if (body.event.token === 'down') return void res.writeHead(500).end();
      const action = body.event.token.replace(/^ok-/, '');
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ tokenProperties: { valid: true, action }, riskAnalysis: { score: 0.9 } }));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

describe('the captcha with reCAPTCHA Enterprise configured', () => {
  const store = useTestServer({
    STRIDE_DEMO_DATA: 'true',
    STRIDE_RECAPTCHA: 'true',
    STRIDE_RECAPTCHA_PROJECT_ID: 'stride-shop',
    STRIDE_RECAPTCHA_API_KEY: 'api-key-1',
    STRIDE_RECAPTCHA_SITE_KEY: 'site-key-1',
    get STRIDE_RECAPTCHA_URL() {
      return providerUrl;
    },
  });

  it('places an order whose token the provider finds valid for placeOrder, and refuses one made for login (AUT403)', async () => {
    const { token, basketId, shoe } = await readyToPlace(store);
    const before = await written(store, basketId, shoe.variantId);
    const wrongAction = await place(store, token, basketId, { recaptcha_response: 'ok-login' });
    expect([wrongAction.status, errorId(wrongAction)]).toEqual([403, 'AUT403']);
    expect(await written(store, basketId, shoe.variantId)).toEqual(before);
    assessed.length = 0;
    expect((await place(store, token, basketId, { recaptcha_response: 'ok-placeOrder' })).status).toBe(200);
    expect(assessed).toEqual([
      {
        url: '/v1/projects/stride-shop/assessments?key=api-key-1',
        body: { event: { token: 'ok-placeOrder', siteKey: 'site-key-1', expectedAction: 'placeOrder' } },
      },
    ]);
  });

  it('answers 503 CAPTCHA_UNAVAILABLE with a readable message when the provider fails, and writes nothing', async () => {
    const { token, basketId, shoe } = await readyToPlace(store);
    const before = await written(store, basketId, shoe.variantId);
    const refused = await place(store, token, basketId, { recaptcha_response: 'down' });
    expect(refused.status).toBe(503);
    expect(errorId(refused)).toBe('CAPTCHA_UNAVAILABLE');
    expect(refused.body.errorDetails?.[0]?.message).toBe('We could not check that you are not a robot just now. Please try again in a moment.');
    expect(await written(store, basketId, shoe.variantId)).toEqual(before);
    const signIn = await signInWith(store, { recaptcha_response: 'down' });
    expect([signIn.status, errorId(signIn)]).toEqual([503, 'CAPTCHA_UNAVAILABLE']);
    expect((await signInWith(store, { recaptcha_response: 'ok-login' })).status).toBe(200);
  });

  it('gives the pages the public site key and lets them load the provider’s script and frame, never the API key', async () => {
    const page = await fetch(new URL('/en-us', store.url));
    const html = await page.text();
    expect(html).toContain('<meta name="stride:captcha" content="enterprise:site-key-1"');
    expect(html).not.toContain('api-key-1');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.google\.com/);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.google\.com/);
  });
});
