import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUndiciFetch } from '../node/undici-fetch.js';
import { createHttpCartApi } from './http-cart-api.js';
import { createStrideApiClient } from './stride-api-client.js';

const totals = {
  total: 0,
  totalDiscount: 0,
  itemTotal: 0,
  totalWithoutTax: 0,
  shipping: 0,
  tax: 0,
  totalDiscountPercentage: 0,
  remainingToPay: 0,
  currency: 'USD',
  totalUnits: 0,
  itemSubTotal: 0,
  netAmount: 0,
  taxAmount: 0,
  appliedRewards: 0,
  isTaxEstimated: true,
};
const cart = {
  basketId: 'b1',
  currency: 'USD',
  totalItems: 0,
  totals,
  items: [],
  payment_instruments: [],
  shippingMethods: [],
  couponItems: [],
  orderPromotions: [],
  promoSummary: [],
  approachingPromotions: [],
  flash: [],
  customerNotifications: [],
  rewards: [],
  priceAdjustments: [],
  deviceFingerPrintSet: false,
};
const saved = { saveForLaterId: 's1', items: [], total: 0, start: 0, count: 20 };

const seen: { method: string; path: string; body: unknown }[] = [];
let server: Server;
let baseUrl = '';

function answerFor(method: string, path: string): unknown {
  if (path === '/cart/v1/cart/missing')
    return { status: 404, body: { errorDetails: [{ errorId: 'BSK404', message: 'Basket not found' }], correlationId: 'c' } };
  if (path.endsWith('/saveForLater') && method === 'POST') return { status: 200, body: { ...cart, saveForLater: saved } };
  if (path.includes('saveForLater')) return { status: 200, body: saved };
  if (path === '/cart/v1/giftcard/balance') return { status: 200, body: { balance: 50, currency: 'USD', expiryDate: null, status: 'ACTIVE' } };
  if (path.includes('/shippingMethod/')) return { status: 200, body: { shippingId: 'me', applicableShippingMethods: [] } };
  if (path.endsWith('/paymentInstruments')) return { status: 200, body: { basketId: 'b1' } };
  return { status: 200, body: cart };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      seen.push({ method: req.method ?? '', path, body: raw === '' ? undefined : JSON.parse(raw) });
      const { status, body } = answerFor(req.method ?? '', path) as { status: number; body: unknown };
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const api = () =>
  createHttpCartApi(createStrideApiClient({ fetch: createUndiciFetch({ timeoutMs: 5_000 }), baseUrl, locale: 'en-US', newCorrelationId: () => 'c' }));

describe('createHttpCartApi', () => {
  it("sends each cart call to the spec's path with the spec's body", async () => {
    const cartApi = api();
    seen.length = 0;
    await cartApi.createCart();
    await cartApi.getCart('b/1');
    await cartApi.addItems('b1', [{ productId: 'SR0045600095', qty: 2, storeId: 'US101' }]);
    await cartApi.updateItem('b1', 'i1', 3);
    await cartApi.updateItem('b1', 'i1', 2, { productId: 'SR0045600', upc: '084931000018' });
    await cartApi.removeItem('b1', 'i1');
    await cartApi.applyCoupon('b1', 'WELCOME10');
    await cartApi.removeCoupon('b1', 'WELCOME10');
    await cartApi.moveToSaved('b1', 'i1');
    await cartApi.readSaved();
    await cartApi.removeSaved('s1', 'x1');
    await cartApi.giftCardBalance('7777000000000001', '1234');
    await cartApi.addGiftCard('b1', '7777000000000001', '1234');
    await cartApi.removePaymentInstrument('b1', 'pi1');
    await cartApi.shippingMethods('b1', 'store-US101');
    await cartApi.setShippingMethod('b1', 'me', 'express');
    expect(seen).toEqual([
      { method: 'POST', path: '/cart/v1/cart', body: {} },
      { method: 'GET', path: '/cart/v1/cart/b%2F1', body: undefined },
      { method: 'POST', path: '/cart/v1/item', body: { items: [{ cartId: 'b1', productId: 'SR0045600095', qty: 2, storeId: 'US101' }] } },
      { method: 'PUT', path: '/cart/v1/cart/b1/item', body: { cartId: 'b1', itemId: 'i1', qty: 3 } },
      { method: 'PUT', path: '/cart/v1/cart/b1/item', body: { cartId: 'b1', itemId: 'i1', qty: 2, productId: 'SR0045600', upc: '084931000018' } },
      { method: 'DELETE', path: '/cart/v1/item', body: { cartId: 'b1', itemId: 'i1' } },
      { method: 'PUT', path: '/cart/v1/coupon', body: { cartId: 'b1', code: 'WELCOME10' } },
      { method: 'DELETE', path: '/cart/v1/coupon', body: { cartId: 'b1', code: 'WELCOME10' } },
      { method: 'POST', path: '/cart/v2/cart/b1/saveForLater', body: { itemId: 'i1', cartId: 'b1' } },
      { method: 'GET', path: '/wishlists/v2/saveForLater', body: undefined },
      { method: 'DELETE', path: '/cart/v2/saveForLater/s1/items/x1', body: undefined },
      { method: 'POST', path: '/cart/v1/giftcard/balance', body: { giftCardNumber: '7777000000000001', pin: '1234' } },
      {
        method: 'POST',
        path: '/cart/v1/cart/b1/paymentInstruments',
        body: { payment_method_id: 'GIFT_CARD', giftCardNumber: '7777000000000001', pin: '1234' },
      },
      { method: 'DELETE', path: '/cart/v1/cart/b1/paymentInstruments', body: { payment_instrument_id: 'pi1' } },
      { method: 'GET', path: '/cart/v1/cart/b1/shippingMethod/store-US101', body: undefined },
      { method: 'POST', path: '/cart/v1/shippingMethod', body: { cartId: 'b1', shippingId: 'me', code: 'express', shopperAppliedSM: true } },
    ]);
  });

  it('parses the answers: the cart, the moved line with its saved list, the balance', async () => {
    const cartApi = api();
    expect((await cartApi.getCart('b1'))._unsafeUnwrap().basketId).toBe('b1');
    expect((await cartApi.moveToSaved('b1', 'i1'))._unsafeUnwrap().saveForLater.saveForLaterId).toBe('s1');
    expect((await cartApi.giftCardBalance('7777000000000001', '1234'))._unsafeUnwrap().balance).toBe(50);
  });

  it('answers a lost basket as the CART_NOT_FOUND failure the flows rebuild on', async () => {
    const failure = (await api().getCart('missing'))._unsafeUnwrapErr();
    expect(failure.kind === 'answer' && failure.error.cartErrorId).toBe('CART_NOT_FOUND');
  });
});
