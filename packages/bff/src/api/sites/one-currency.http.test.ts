import { createHttpCartApi, createStrideApiClient } from '@stride/adapters-http/browser';
import { loadCart, type CartLine, type CartStore, type CartToast } from '@stride/application/storefront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyableDemoVariant } from '../../testing/demo-variants.js';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { api, errorId, expectOk } from '../checkout/checkout-http.fixture.js';

// Money never mixes: a basket has one currency, and a site refuses a basket of another site's currency
// (BSK409); the storefront's cart flows then carry the lines over into a basket of this site's currency.
let started: StartedServer;
let url: string;

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
}, 120_000);
afterAll(async () => started?.server.close());

const shoe = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 3);
const otherShoe = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 3 && v.productId !== shoe.productId);

async function canadianBasket(token: string): Promise<string> {
  const basketId = expectOk(await api(url, 'POST', '/cart/v1/cart?locale=en-CA', token, {}), 'cart').body.basketId as string;
  expectOk(
    await api(url, 'POST', '/cart/v1/item?locale=en-CA', token, { items: [{ cartId: basketId, productId: shoe.productId, upc: shoe.upc, qty: 2 }] }),
    'add',
  );
  return basketId;
}

describe('a site refuses a basket of another currency', () => {
  it('answers 409 BSK409 for a CAD basket read on the US or UK site, and the cart on both Canadian sites', async () => {
    const token = (await guestToken(url)).accessToken;
    const basketId = await canadianBasket(token);
    for (const locale of ['en-US', 'en-GB']) {
      const refused = await api(url, 'GET', `/cart/v1/cart/${basketId}?locale=${locale}`, token);
      expect([refused.status, errorId(refused)]).toEqual([409, 'BSK409']);
    }
    const raw = await fetch(`${url}/cart/v1/cart/${basketId}?locale=en-US`, { headers: { authorization: `Bearer ${token}` } });
    expect([raw.status, raw.headers.get('cache-control')]).toEqual([409, 'no-store']);
    for (const locale of ['en-CA', 'fr-CA']) {
      expect(expectOk(await api(url, 'GET', `/cart/v1/cart/${basketId}?locale=${locale}`, token), locale).body.currency).toBe('CAD');
    }
  });

  it('adds nothing to a CAD basket from the US site (409 BSK409, the basket unchanged)', async () => {
    const token = (await guestToken(url)).accessToken;
    const basketId = await canadianBasket(token);
    const refused = await api(url, 'POST', '/cart/v1/item?locale=en-US', token, {
      items: [{ cartId: basketId, productId: otherShoe.productId, upc: otherShoe.upc, qty: 1 }],
    });
    expect([refused.status, errorId(refused)]).toEqual([409, 'BSK409']);
    const cart = expectOk(await api(url, 'GET', `/cart/v1/cart/${basketId}?locale=en-CA`, token), 'cart').body;
    expect(cart.items.filter((i: { bonus?: boolean }) => i.bonus !== true).map((i: { qty: number }) => i.qty)).toEqual([2]);
    expect(cart.currency).toBe('CAD');
  });

  it('refuses every other call on a CAD basket from the US site with 409 BSK409, and writes nothing', async () => {
    const token = (await guestToken(url)).accessToken;
    const basketId = await canadianBasket(token);
    const before = expectOk(await api(url, 'GET', `/cart/v1/cart/${basketId}?locale=en-CA`, token), 'cart').body;
    const itemId = before.items.find((i: { bonus?: boolean }) => i.bonus !== true).id as string;
    const address = {
      firstName: 'Gabrielle',
      lastName: 'Roy',
      addressLine1: '1200, rue Peel',
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H3B 1K9',
      countryCode: 'CA',
      email: 'gabrielle.roy@example.com',
      phone: '5145550123',
    };
    const calls: [string, string, unknown?][] = [
      ['DELETE', '/cart/v1/item', { cartId: basketId, itemId }],
      ['PUT', `/cart/v1/cart/${basketId}/item`, { itemId, qty: 1 }],
      ['PUT', '/cart/v1/coupon', { cartId: basketId, code: 'WELCOME10' }],
      ['DELETE', '/cart/v1/coupon', { cartId: basketId, code: 'WELCOME10' }],
      ['POST', '/cart/v1/deviceFingerPrint', { cartId: basketId, deviceFingerPrint: 'fp-1' }],
      ['POST', `/cart/v2/cart/${basketId}/shippingAddress`, address],
      ['DELETE', `/cart/v2/cart/${basketId}/shippingAddress`],
      ['POST', `/cart/v1/cart/${basketId}/shippingAddress/validation`, address],
      ['POST', `/cart/v1/cart/${basketId}/billingAddress`, address],
      ['DELETE', `/cart/v1/cart/${basketId}/billingAddress`],
      ['GET', `/cart/v1/cart/${basketId}/shippingMethod/me`],
      ['POST', '/cart/v1/shippingMethod', { cartId: basketId, shippingId: 'me', code: 'standard' }],
      ['POST', `/cart/v1/cart/${basketId}/paymentInstruments`, { payment_method_id: 'GIFT_CARD', giftCardNumber: '7777000000000001', pin: '1234' }],
      ['DELETE', `/cart/v1/cart/${basketId}/paymentInstruments`, { payment_instrument_id: 'PI-1' }],
      ['PUT', `/cart/v1/cart/${basketId}/reward`, { appliedLoyaltyVoucher: 'V-1' }],
      ['POST', '/cart/v1/cart/prepareOrder', { basketId }],
      ['PUT', '/cart/v2/checkout/order', { cartId: basketId, paymentMethod: { code: 'CREDIT_CARD' }, recaptcha_response: 'test' }],
    ];
    for (const [method, path, body] of calls) {
      const refused = await api(url, method, `${path}?locale=en-US`, token, body);
      expect([refused.status, errorId(refused)], `${method} ${path}: ${JSON.stringify(refused.body)}`).toEqual([409, 'BSK409']);
    }
    const after = expectOk(await api(url, 'GET', `/cart/v1/cart/${basketId}?locale=en-CA`, token), 'cart').body;
    expect(after).toEqual(before);
  });

  it('lets an unknown locale read any basket (only a known other site refuses)', async () => {
    const token = (await guestToken(url)).accessToken;
    const basketId = await canadianBasket(token);
    expect((await api(url, 'GET', `/cart/v1/cart/${basketId}?locale=de-DE`, token)).status).toBe(200);
  });
});

describe('the storefront carries a cart over to the site the shopper switched to', () => {
  it('switching from /en-ca to /en-us: a new USD basket with the same lines, repriced, a notice, the CAD basket left as it was', async () => {
    const token = (await guestToken(url)).accessToken;
    const basketId = await canadianBasket(token);
    const canadian = expectOk(await api(url, 'GET', `/cart/v1/cart/${basketId}?locale=en-CA`, token), 'cart').body;

    // The browser's local cart, as the Canadian site left it.
    let stored: { basketId: string | null; lines: CartLine[] } = { basketId, lines: [{ productId: canadian.items[0].variantId, qty: 2, storeId: 'CA201' }] };
    const store: CartStore = {
      basketId: () => stored.basketId,
      lines: () => stored.lines,
      save: (id, lines) => (stored = { basketId: id, lines: [...lines] }),
      clear: () => (stored = { basketId: null, lines: [] }),
    };
    const toasts: CartToast[] = [];
    const client = createStrideApiClient({ fetch, baseUrl: url, locale: 'en-US', newCorrelationId: () => crypto.randomUUID(), accessToken: () => token });
    const deps = {
      api: createHttpCartApi(client),
      store,
      toasts: { show: (toast: CartToast) => void toasts.push(toast) },
      reloader: { reload: () => undefined, lastReloadAtMs: () => null, nowMs: () => Date.now() },
      timer: { after: () => undefined },
      sleep: () => Promise.resolve(),
    };

    const carried = (await loadCart(deps))._unsafeUnwrap();
    expect(carried?.currency).toBe('USD');
    expect(carried?.basketId).not.toBe(basketId);
    // The lines the shopper added (the gift with purchase is the server's own, in USD too).
    const added = carried?.items.filter((i) => i.bonus !== true) ?? [];
    expect(added.map((i) => [i.variantId, i.qty, i.price.currency])).toEqual([[canadian.items[0].variantId, 2, 'USD']]);
    expect(added[0]?.price.rowTotal).toBe((2 * shoe.usdMinor) / 100);
    expect(carried?.items.every((i) => i.price.currency === 'USD')).toBe(true);
    expect(stored.basketId).toBe(carried?.basketId);
    expect(toasts).toEqual([{ titleId: 'cart.carriedOverTitle', messageId: 'cart.carriedOverMessage', values: { currency: 'USD', left: 0 }, variant: 'info' }]);

    const left = expectOk(await api(url, 'GET', `/cart/v1/cart/${basketId}?locale=en-CA`, token), 'CAD basket').body;
    expect([left.currency, left.items.filter((i: { bonus?: boolean }) => i.bonus !== true).length]).toEqual(['CAD', 1]);
  });
});
