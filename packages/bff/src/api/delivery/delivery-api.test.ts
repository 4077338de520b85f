import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartWithItem } from '../../testing/cart.js';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { call, errorIdOf, errorMessageOf, US_ADDRESS } from './delivery-http.fixture.js';

let started: StartedServer;
let url: string;
let token: string;
let other: string;
let basketId: string;
beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
  token = (await guestToken(url)).accessToken;
  other = (await guestToken(url)).accessToken;
  basketId = (await createCartWithItem(url, token, { qty: 1 })).basketId;
}, 120_000);
afterAll(async () => {
  await started?.server.close();
});

type BasketRow = { shipping_address: unknown; billing_address: unknown; shipping_method_code: string | null; version: number };
const basketRow = async () =>
  (
    await started.sqlClient().query<BasketRow>('SELECT shipping_address, billing_address, shipping_method_code, version FROM baskets WHERE id = $1', [basketId])
  )[0];
const shipTo = (body: unknown, as = token, id = basketId) => call(url, 'POST', `/cart/v2/cart/${id}/shippingAddress`, as, body);

describe('shipping address', () => {
  it('stores a valid address on the basket and answers the cart with it', async () => {
    const res = await shipTo({ ...US_ADDRESS, context: 'CHECKOUT' });
    expect(res.status).toBe(200);
    expect((res.body as { shippingAddress?: { city: string; shippingId: string } }).shippingAddress).toMatchObject({ city: 'New York', shippingId: 'me' });
    expect((await basketRow())?.shipping_address).toMatchObject({ addressLine1: '512 Broadway', isValidated: true });
  });

  it.each([
    ['SHP410', { ...US_ADDRESS, phone: '' }],
    ['SHP500', { ...US_ADDRESS, addressLine1: 'P.O. Box 12' }],
    ['SHP500', { ...US_ADDRESS, addressLine2: 'Post Office Box 7' }],
    ['PAY401', { ...US_ADDRESS, countryCode: 'DE', phone: '+4930123456789' }],
    ['CHK380', { ...US_ADDRESS, city: '' }],
  ])('answers %s and keeps the stored address', async (code, body) => {
    const before = await basketRow();
    const res = await shipTo(body);
    expect(res.status).toBe(400);
    expect(errorIdOf(res.body)).toBe(code);
    expect(await basketRow()).toEqual(before);
  });

  it('names the invalid fields in the CHK380 message', async () => {
    expect(errorMessageOf((await shipTo({ ...US_ADDRESS, city: '', postalCode: '' })).body)).toMatch(/city: .*postalCode: /);
  });

  it('answers another consumer’s basket exactly like a missing one', async () => {
    const foreign = await shipTo(US_ADDRESS, other);
    const missing = await shipTo(US_ADDRESS, other, 'no-such-basket');
    expect(foreign.status).toBe(404);
    expect(errorIdOf(foreign.body)).toBe('BSK404');
    expect([foreign.status, errorIdOf(foreign.body), errorMessageOf(foreign.body)]).toEqual([
      missing.status,
      errorIdOf(missing.body),
      errorMessageOf(missing.body),
    ]);
    expect((await call(url, 'DELETE', `/cart/v2/cart/${basketId}/shippingAddress`, other)).status).toBe(404);
  });

  it('validates without saving: ok for a good address, CHK380 for a bad one', async () => {
    const before = await basketRow();
    const good = await call(url, 'POST', `/cart/v1/cart/${basketId}/shippingAddress/validation`, token, { ...US_ADDRESS, city: 'Brooklyn' });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ isValid: true });
    const bad = await call(url, 'POST', `/cart/v1/cart/${basketId}/shippingAddress/validation`, token, { ...US_ADDRESS, firstName: 'A' });
    expect(errorIdOf(bad.body)).toBe('CHK380');
    expect(await basketRow()).toEqual(before);
  });

  it('refuses any malformed body with a 4xx carrying errorDetails, changing nothing', async () => {
    const fields = ['firstName', 'lastName', 'addressLine1', 'city', 'postalCode', 'countryCode', 'phone', 'email', 'context', 'recaptcha_response'];
    const before = await basketRow();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc.dictionary(fc.constantFrom(...fields), fc.jsonValue()).map((v) => JSON.stringify(v)),
        ),
        fc.constantFrom('shippingAddress', 'shippingAddress/validation', 'billingAddress'),
        async (raw, route) => {
          const version = route === 'shippingAddress' ? 'v2' : 'v1';
          const res = await call(url, 'POST', `/cart/${version}/cart/${basketId}/${route}`, token, raw);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(errorIdOf(res.body)).toBeDefined();
        },
      ),
      { numRuns: 30 },
    );
    expect(await basketRow()).toEqual(before);
  });

  it('removes the shipping address', async () => {
    expect((await call(url, 'DELETE', `/cart/v2/cart/${basketId}/shippingAddress`, token)).status).toBe(200);
    expect((await basketRow())?.shipping_address).toBeNull();
    expect((await shipTo(US_ADDRESS)).status).toBe(200);
  });
});

describe('billing address', () => {
  const bill = (body: unknown, as = token) => call(url, 'POST', `/cart/v1/cart/${basketId}/billingAddress`, as, body);

  it('answers BIL400 when missing, BILL410 without a phone, BSK404 for another consumer', async () => {
    expect(errorIdOf((await bill({})).body)).toBe('BIL400');
    expect(errorIdOf((await bill({ ...US_ADDRESS, phone: ' ' })).body)).toBe('BILL410');
    expect(errorIdOf((await bill(US_ADDRESS, other)).body)).toBe('BSK404');
    expect((await basketRow())?.billing_address).toBeNull();
  });

  it('stores it (a PO box is fine for billing) and removes it', async () => {
    const res = await bill({ ...US_ADDRESS, addressLine1: 'PO Box 42' });
    expect(res.status).toBe(200);
    expect((res.body as { billingAddress?: { addressLine1: string } }).billingAddress?.addressLine1).toBe('PO Box 42');
    expect((await call(url, 'DELETE', `/cart/v1/cart/${basketId}/billingAddress`, token)).status).toBe(200);
    expect((await basketRow())?.billing_address).toBeNull();
  });
});

describe('shipping methods', () => {
  const methods = (shippingId: string, as = token) => call(url, 'GET', `/cart/v1/cart/${basketId}/shippingMethod/${shippingId}`, as);
  const choose = (body: unknown, as = token) => call(url, 'POST', '/cart/v1/shippingMethod', as, body);

  it('lists standard and express for home delivery in the US with prices and delivery times', async () => {
    const res = await methods('me');
    expect(res.status).toBe(200);
    expect((res.body as { applicableShippingMethods: unknown[] }).applicableShippingMethods).toEqual([
      { code: 'standard', label: 'Standard delivery', deliveryTime: '3-5 business days', price: { amount: 7 }, type: 'STANDARD' },
      { code: 'express', label: 'Express delivery', deliveryTime: '1-2 business days', price: { amount: 15 }, type: 'STH' },
    ]);
  });

  it('answers pickup or ship to store for a store shipment, SHP404 for an unknown shipment or store', async () => {
    const store = await methods('store-US101');
    expect(store.status).toBe(200);
    const codes = (store.body as { applicableShippingMethods: { code: string }[] }).applicableShippingMethods.map((m) => m.code);
    expect(codes.length === 1 && ['pickup', 'sts'].includes(codes[0] ?? '')).toBe(true);
    expect(errorIdOf((await methods('store-XX999')).body)).toBe('SHP404');
    expect(errorIdOf((await methods('elsewhere')).body)).toBe('SHP404');
    expect(errorIdOf((await methods('me', other)).body)).toBe('BSK404');
  });

  it('records the chosen method where the cart prices it, and refuses one that is not applicable', async () => {
    const res = await choose({ cartId: basketId, code: 'express', shippingId: 'me', shopperAppliedSM: true });
    expect(res.status).toBe(200);
    expect((await basketRow())?.shipping_method_code).toBe('express');
    const [line] = await started
      .sqlClient()
      .query<{ shipping_method_code: string }>('SELECT shipping_method_code FROM basket_items WHERE basket_id = $1', [basketId]);
    expect(line?.shipping_method_code).toBe('express');
    const refused = await choose({ cartId: basketId, code: 'pickup', shippingId: 'me' });
    expect([refused.status, errorIdOf(refused.body)]).toEqual([409, 'SHP404']);
    expect(errorIdOf((await choose({ cartId: basketId, code: 'standard', shippingId: 'me' }, other)).body)).toBe('BSK404');
    expect((await basketRow())?.shipping_method_code).toBe('express');
  });

  it('refuses malformed method bodies with a 4xx carrying errorDetails, changing nothing', async () => {
    const before = await basketRow();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.dictionary(fc.constantFrom('cartId', 'code', 'shippingId', 'shopperAppliedSM'), fc.jsonValue()).map((v) => JSON.stringify(v)),
        ),
        async (raw) => {
          const res = await choose(raw);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(errorIdOf(res.body)).toBeDefined();
        },
      ),
      { numRuns: 25 },
    );
    const bad = await methods('x'.repeat(65));
    expect(errorIdOf(bad.body)).toBe('ATTR300');
    expect(await basketRow()).toEqual(before);
  });
});

describe('custom-made delivery', () => {
  type Priced = { totals: { shipping: number; total: number }; shippingMethods: { shippingId: string; code?: string }[] };
  const customsVariant = async () => {
    const details = await call(url, 'GET', '/products/v2/products/SL0628410/details', token);
    return (details.body as { variants: { upc: string }[] }).variants[0]?.upc;
  };
  const addLine = async (as: string, cartId: string, productId: string, upc?: string) =>
    call(url, 'POST', '/cart/v1/item', as, { items: [{ cartId, productId, qty: 1, ...(upc === undefined ? {} : { upc }) }] });

  it('charges the custom-made rate once chosen, and adds it to the regular parcel’s method beside regular lines', async () => {
    const shopper = (await guestToken(url)).accessToken;
    const created = await call(url, 'POST', '/cart/v1/cart', shopper, {});
    const cartId = (created.body as { basketId: string }).basketId;
    expect((await addLine(shopper, cartId, 'SL0628410', await customsVariant())).status).toBe(200);
    await call(url, 'POST', `/cart/v2/cart/${cartId}/shippingAddress`, shopper, US_ADDRESS);
    const offered = await call(url, 'GET', `/cart/v1/cart/${cartId}/shippingMethod/me`, shopper);
    expect((offered.body as { applicableShippingMethods: { code: string; price: { amount: number } }[] }).applicableShippingMethods).toMatchObject([
      { code: 'customs', price: { amount: 9 } },
    ]);
    const customsOnly = (await call(url, 'POST', '/cart/v1/shippingMethod', shopper, { cartId, shippingId: 'me', code: 'customs' })).body as Priced;
    expect(customsOnly.totals.shipping).toBe(9);
    expect(customsOnly.shippingMethods.find((s) => s.shippingId === 'me')?.code).toBe('customs');

    const regular = await createCartWithItem(url, (await guestToken(url)).accessToken);
    const regularLine = regular.items[0];
    expect(regularLine).toBeDefined();
    expect((await addLine(shopper, cartId, regularLine?.productId ?? '', regularLine?.upc)).status).toBe(200);
    const prepared = await call(url, 'POST', '/cart/v1/cart/prepareOrder', shopper, { basketId: cartId });
    expect(errorIdOf(prepared.body)).toBe('SHP404');
    const mixed = (await call(url, 'POST', '/cart/v1/shippingMethod', shopper, { cartId, shippingId: 'me', code: 'standard' })).body as Priced;
    expect(mixed.totals.shipping).toBe(7 + 9);
  });
});

describe('delivery transitions', () => {
  type Answer = { flash: { code: string; type: string; details?: { itemId?: string } }[]; items: { id: string }[] };
  const transitionsOf = (body: unknown) => (body as Answer).flash.filter((f) => f.type.endsWith('Transition'));

  it('reports each line a store pickup moved from home delivery, once, as STHToPickupTransition (ORD517)', async () => {
    const shopper = (await guestToken(url)).accessToken;
    const cart = await createCartWithItem(url, shopper, { qty: 1 });
    const offers = async (storeId: string) => {
      const res = await call(url, 'GET', `/cart/v1/cart/${cart.basketId}/shippingMethod/store-${storeId}`, shopper);
      return (res.body as { applicableShippingMethods?: { code: string }[] }).applicableShippingMethods?.map((m) => m.code) ?? [];
    };
    const stores = ['US101', 'US102', 'US103', 'US104', 'US105', 'US106', 'US107', 'US108'];
    let pickupStore: string | undefined;
    for (const storeId of stores) if (pickupStore === undefined && (await offers(storeId)).includes('pickup')) pickupStore = storeId;
    expect(pickupStore).toBeDefined();

    const moved = await call(url, 'POST', '/cart/v1/shippingMethod', shopper, { cartId: cart.basketId, shippingId: `store-${pickupStore}`, code: 'pickup' });
    expect(moved.status).toBe(200);
    // Every line went (the shoe, and the free gift its price earns): each is reported.
    const itemIds = (moved.body as Answer).items.map((item) => item.id);
    expect(itemIds.length).toBeGreaterThan(0);
    expect(transitionsOf(moved.body)).toEqual(itemIds.map((itemId) => ({ code: 'ORD517', type: 'STHToPickupTransition', details: { itemId } })));

    const reloaded = await call(url, 'GET', `/cart/v1/cart/${cart.basketId}`, shopper);
    expect(transitionsOf(reloaded.body)).toEqual([]);
    const again = await call(url, 'POST', '/cart/v1/shippingMethod', shopper, { cartId: cart.basketId, shippingId: `store-${pickupStore}`, code: 'pickup' });
    expect(transitionsOf(again.body)).toEqual([]);
  });
});
