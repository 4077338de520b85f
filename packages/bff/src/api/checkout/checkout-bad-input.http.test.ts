import {
  addPaymentInstrumentRequestSchema,
  applyRewardRequestSchema,
  cancelOrderRequestSchema,
  cardTokenRequestSchema,
  challengeAnswerRequestSchema,
  giftCardBalanceRequestSchema,
  patchOrderRequestSchema,
  placeOrderRequestSchema,
  prepareOrderRequestSchema,
  purchaseHistoryRequestSchema,
  removePaymentInstrumentRequestSchema,
  resendGiftCardEmailRequestSchema,
  trackOrderRequestSchema,
} from '@stride/application/storefront';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { api, expectOk, payWithCard, readyBasket, shoePicker } from './checkout-http.fixture.js';

let started: StartedServer;
let url: string;
let token: string;
let basketId: string;

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
  token = (await guestToken(url)).accessToken;
  basketId = await readyBasket(url, token, shoePicker()());
  await payWithCard(url, token, basketId, '4111111111111111');
});
afterAll(async () => started?.server.close());

// Everything a checkout call could change, in one row: compared before and after each bad request.
const FINGERPRINT = `SELECT
  (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM card_tokens)::int AS tokens,
  (SELECT count(*) FROM basket_payment_instruments)::int AS instruments, (SELECT count(*) FROM psp_payments)::int AS psp,
  (SELECT coalesce(sum(hits), 0) FROM rate_limits)::int AS hits, (SELECT sum(balance_minor) FROM gift_cards)::int AS gift,
  (SELECT sum(online_stock) FROM variants)::int AS stock, (SELECT sum(loyalty_points) FROM consumers)::int AS points,
  (SELECT string_agg(status, ',' ORDER BY id) FROM baskets) AS baskets, (SELECT count(*) FROM outbound_emails)::int AS emails`;
const fingerprint = async () => (await started.sqlClient().query(FINGERPRINT))[0];

const KEYS = [
  'number',
  'expiryMonth',
  'cvc',
  'giftCardNumber',
  'pin',
  'payment_method_id',
  'token',
  'payment_instrument_id',
  'appliedLoyaltyVoucher',
  'basketId',
  'cartId',
  'paymentMethod',
  'orderNumber',
  'email',
  'start',
  'count',
  'result',
  'billingAddress',
  'inStoreSalesInfo',
];

/** Raw bodies: not JSON, any JSON, or objects with the routes' keys holding any JSON. */
const rawBody = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
  fc.dictionary(fc.constantFrom(...KEYS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }).map((v) => JSON.stringify(v)),
);

function isValid(schema: z.ZodType, raw: string): boolean {
  if (raw.trim() === '') return schema.safeParse({}).success;
  try {
    return schema.safeParse(JSON.parse(raw)).success;
  } catch {
    return false;
  }
}

async function expectRefusedUnchanged(method: string, path: string, body: string | undefined, auth: string | undefined = token): Promise<void> {
  const before = await fingerprint();
  const res = await api(url, method, path, auth, body);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.body.errorDetails?.[0]?.errorId).toEqual(expect.any(String));
  expect(await fingerprint()).toEqual(before);
}

const BODY_ROUTES: [string, string, () => string, z.ZodType][] = [
  ['POST', '/psp/v1/tokens', () => '/psp/v1/tokens', cardTokenRequestSchema],
  ['POST', '/cart/v1/giftcard/balance', () => '/cart/v1/giftcard/balance', giftCardBalanceRequestSchema],
  ['POST', '/cart/v1/cart/{basketId}/paymentInstruments', () => `/cart/v1/cart/${basketId}/paymentInstruments`, addPaymentInstrumentRequestSchema],
  ['DELETE', '/cart/v1/cart/{basketId}/paymentInstruments', () => `/cart/v1/cart/${basketId}/paymentInstruments`, removePaymentInstrumentRequestSchema],
  ['PUT', '/cart/v1/cart/{basketId}/reward', () => `/cart/v1/cart/${basketId}/reward`, applyRewardRequestSchema],
  ['POST', '/cart/v1/cart/prepareOrder', () => '/cart/v1/cart/prepareOrder', prepareOrderRequestSchema],
  ['PUT', '/cart/v2/checkout/order', () => '/cart/v2/checkout/order', placeOrderRequestSchema],
  ['PATCH', '/cart/v2/checkout/order/{orderNumber}', () => '/cart/v2/checkout/order/ST0000000001', patchOrderRequestSchema],
  ['POST', '/consumers-v3/consumer/purchasehistory', () => '/consumers-v3/consumer/purchasehistory', purchaseHistoryRequestSchema],
  ['POST', '/consumers-v3/consumer/TrackOrder', () => '/consumers-v3/consumer/TrackOrder', trackOrderRequestSchema],
  ['POST', '/consumers-v3/consumer/CancelOrder', () => '/consumers-v3/consumer/CancelOrder', cancelOrderRequestSchema],
  ['POST', '/consumers-v3/consumer/resendGiftCardEmail', () => '/consumers-v3/consumer/resendGiftCardEmail', resendGiftCardEmailRequestSchema],
  ['POST', '/psp/v1/challenge/{challengeId}', () => '/psp/v1/challenge/chl_0123456789abcdef', challengeAnswerRequestSchema],
];

describe('bad input to the checkout routes: 4xx with errorDetails, nothing changed', () => {
  it.each(BODY_ROUTES)('%s %s refuses generated bad bodies', async (method, _doc, path, schema) => {
    await fc.assert(
      fc.asyncProperty(rawBody, async (raw) => {
        fc.pre(!isValid(schema, raw));
        await expectRefusedUnchanged(method, path(), raw);
      }),
      { numRuns: 20 },
    );
  });

  it('refuses bad path parameters and queries', async () => {
    const tooLong = fc.stringMatching(/^[A-Za-z0-9_-]{65,90}$/);
    await fc.assert(
      fc.asyncProperty(tooLong, async (id) => {
        await expectRefusedUnchanged('GET', `/cart/v1/cart/${id}/paymentMethods`, undefined);
        await expectRefusedUnchanged('GET', `/consumers-v3/consumer/purchase/${id}`, undefined);
        await expectRefusedUnchanged('POST', `/cart/v1/cart/${id}/paymentInstruments`, JSON.stringify({ payment_method_id: 'LOYALTY_POINTS' }));
        await expectRefusedUnchanged('GET', `/cart/v1/paymentSession?paymentMethodId=${id}`, undefined);
        await expectRefusedUnchanged('GET', `/psp/v1/challenge/${id}`, undefined, undefined);
      }),
      { numRuns: 20 },
    );
  });

  it('still works after all that: the prepared basket is untouched', async () => {
    expect(expectOk(await api(url, 'POST', '/cart/v1/cart/prepareOrder', token, { basketId }), 'prepare').status).toBe(200);
  });
});
