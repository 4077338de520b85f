import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyableDemoVariant } from '../../testing/demo-variants.js';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import {
  api,
  card,
  errorId,
  expectOk,
  giftCardBalance,
  GUEST_ADDRESS,
  onlineStock,
  payWithCard,
  placeOrder,
  readyBasket,
  shoePicker,
} from './checkout-http.fixture.js';

// The "Done when": a guest buys through the API alone, with a plain card and with a
// 3-D Secure card (passed and failed), against a listening server with the demo data.
let started: StartedServer;
let url: string;
const nextShoe = shoePicker();

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
});
afterAll(async () => started?.server.close());

async function challengeResult(challengeUrl: string, result: 'passed' | 'failed'): Promise<string> {
  const page = await fetch(new URL(challengeUrl, url));
  expect(await page.text()).toContain('Complete authentication');
  const answer = expectOk(await api(url, 'POST', challengeUrl, undefined, { result }), 'challenge');
  return answer.body.threeDS2Result as string;
}

describe('a guest buys through the API alone', () => {
  it('token, search, add, addresses, method, card token, instrument, prepare, place, track', async () => {
    const guest = await guestToken(url);
    const search = expectOk(await api(url, 'GET', '/products/v2/search/productSearch?q=runner&count=50', guest.accessToken), 'search');
    const found = (search.body.products as { id: string }[]).map((p) => p.id);
    const shoe = buyableDemoVariant((v) => found.includes(v.productId) && v.onlineStock >= 2);
    const before = await onlineStock(started.sqlClient(), shoe.variantId);

    const basketId = await readyBasket(url, guest.accessToken, shoe);
    const tokenised = expectOk(await api(url, 'POST', '/psp/v1/tokens', guest.accessToken, card('4111 1111 1111 1111')), 'card token');
    expect(tokenised.body).toMatchObject({ brand: 'VISA', last4: '1111' });
    const withCard = expectOk(
      await api(url, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, guest.accessToken, {
        payment_method_id: 'CREDIT_CARD',
        token: tokenised.body.token,
      }),
      'instrument',
    );
    expect(withCard.body.payment_instruments).toEqual([
      expect.objectContaining({ payment_method_id: 'CREDIT_CARD', additionalData: expect.objectContaining({ last4: '1111' }) }),
    ]);
    const prepared = expectOk(await api(url, 'POST', '/cart/v1/cart/prepareOrder', guest.accessToken, { basketId }), 'prepare');
    expect(prepared.body.totals.remainingToPay).toBe(0);

    const placed = expectOk(await placeOrder(url, guest.accessToken, basketId), 'place');
    expect(placed.body).toMatchObject({ status: 'PLACED', flash: [] });
    expect(placed.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ productId: shoe.productId, qty: 1, bonus: false })]));
    expect(placed.body.orderNumber).toMatch(/^ST\d{10}$/);
    expect(placed.body.st).toEqual(expect.any(String));
    expect(placed.body.paymentMethod).toEqual([
      { code: 'CREDIT_CARD', label: 'Credit card', amount: placed.body.totals.total, additionalData: { brand: 'VISA', last4: '1111' } },
    ]);
    expect(placed.body.shipments).toHaveLength(1);
    expect(await onlineStock(started.sqlClient(), shoe.variantId)).toBe(before - 1);

    const tracked = expectOk(
      await api(url, 'POST', '/consumers-v3/consumer/TrackOrder', undefined, {
        orderNumber: placed.body.orderNumber,
        email: GUEST_ADDRESS.email.toUpperCase(),
      }),
      'track',
    );
    expect(tracked.body).toMatchObject({ orderNumber: placed.body.orderNumber, status: 'PLACED' });
    expect(
      expectOk(
        await api(url, 'POST', '/consumers-v3/consumer/TrackOrder', undefined, { orderNumber: placed.body.orderNumber, st: placed.body.st }),
        'track by st',
      ).body.orderNumber,
    ).toBe(placed.body.orderNumber);
    // A wrong e-mail answers exactly like an order that does not exist.
    const wrong = await api(url, 'POST', '/consumers-v3/consumer/TrackOrder', undefined, {
      orderNumber: placed.body.orderNumber,
      email: 'someone@else.example',
    });
    const missing = await api(url, 'POST', '/consumers-v3/consumer/TrackOrder', undefined, { orderNumber: 'ST0000000000', email: GUEST_ADDRESS.email });
    expect([wrong.status, errorId(wrong), wrong.body.errorDetails[0].message]).toEqual([
      missing.status,
      errorId(missing),
      missing.body.errorDetails[0].message,
    ]);
    expect(errorId(wrong)).toBe('ORD409');
  });

  it('with a 3-D Secure card: the challenge passes and the PATCH completes the order', async () => {
    const guest = await guestToken(url);
    const shoe = nextShoe();
    const basketId = await readyBasket(url, guest.accessToken, shoe);
    await payWithCard(url, guest.accessToken, basketId, '4000000000003220');
    const pending = expectOk(await placeOrder(url, guest.accessToken, basketId), 'place');
    expect(pending.body.status).toBe('PENDING_PAYMENT');
    const [flash] = pending.body.flash as { type: string; details: { challengeUrl: string; paymentInstrumentId: string; orderNumber: string } }[];
    expect(flash?.type).toBe('PaymentNotAuthorized');
    const threeDS2Result = await challengeResult(flash?.details.challengeUrl ?? '', 'passed');
    const body = {
      paymentMethod: { code: 'CREDIT_CARD', additionalData: { cardType: 'visa', paymentInstrumentId: flash?.details.paymentInstrumentId, threeDS2Result } },
    };
    const done = expectOk(await api(url, 'PATCH', `/cart/v2/checkout/order/${pending.body.orderNumber}`, guest.accessToken, body), 'patch');
    expect(done.body).toMatchObject({ orderNumber: pending.body.orderNumber, status: 'PLACED' });
    expect(
      expectOk(
        await api(url, 'POST', '/consumers-v3/consumer/TrackOrder', undefined, { orderNumber: done.body.orderNumber, email: GUEST_ADDRESS.email }),
        'track',
      ).body.status,
    ).toBe('PLACED');
  });

  it('with a 3-D Secure card: a failed challenge leaves no order, the stock and the gift card balance unchanged', async () => {
    const guest = await guestToken(url);
    const shoe = nextShoe();
    const sql = started.sqlClient();
    const [stockBefore, balanceBefore] = [await onlineStock(sql, shoe.variantId), await giftCardBalance(sql, '7777000000000004')];
    const basketId = await readyBasket(url, guest.accessToken, shoe);
    expectOk(
      await api(url, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, guest.accessToken, {
        payment_method_id: 'GIFT_CARD',
        giftCardNumber: '7777000000000004',
        pin: '4444',
      }),
      'gift card',
    );
    await payWithCard(url, guest.accessToken, basketId, '4000000000003220');
    const pending = expectOk(await placeOrder(url, guest.accessToken, basketId), 'place');
    // Reserved while the shopper answers the challenge.
    expect(await onlineStock(sql, shoe.variantId)).toBe(stockBefore - 1);
    expect(await giftCardBalance(sql, '7777000000000004')).toBeLessThan(balanceBefore);
    const [flash] = pending.body.flash as { details: { challengeUrl: string; paymentInstrumentId: string } }[];
    const threeDS2Result = await challengeResult(flash?.details.challengeUrl ?? '', 'failed');
    const failed = await api(url, 'PATCH', `/cart/v2/checkout/order/${pending.body.orderNumber}`, guest.accessToken, {
      paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result } },
    });
    expect([failed.status, errorId(failed)]).toEqual([402, 'PAY400']);
    expect(await onlineStock(sql, shoe.variantId)).toBe(stockBefore);
    expect(await giftCardBalance(sql, '7777000000000004')).toBe(balanceBefore);
    expect((await sql.query('SELECT 1 FROM orders WHERE order_number = $1', [pending.body.orderNumber])).length).toBe(0);
    // The basket is open again: the shopper can pay with another card.
    expect(expectOk(await api(url, 'POST', '/cart/v1/cart/prepareOrder', guest.accessToken, { basketId }), 'prepare again').status).toBe(200);
  });

  it('a refused card (PAY400) or a fraud card (PYT402) leaves no order and takes nothing', async () => {
    for (const [number, code] of [
      ['4000000000000002', 'PAY400'],
      ['4100000000000019', 'PYT402'],
    ] as const) {
      const guest = await guestToken(url);
      const shoe = nextShoe();
      const before = await onlineStock(started.sqlClient(), shoe.variantId);
      const basketId = await readyBasket(url, guest.accessToken, shoe);
      await payWithCard(url, guest.accessToken, basketId, number);
      const refused = await placeOrder(url, guest.accessToken, basketId);
      expect([refused.status, errorId(refused)]).toEqual([402, code]);
      expect(await onlineStock(started.sqlClient(), shoe.variantId)).toBe(before);
      expect((await started.sqlClient().query('SELECT 1 FROM orders WHERE basket_id = $1', [basketId])).length).toBe(0);
    }
  });

  it('a doubled place-order gives one order and one charge', async () => {
    const guest = await guestToken(url);
    const shoe = nextShoe();
    const before = await onlineStock(started.sqlClient(), shoe.variantId);
    const basketId = await readyBasket(url, guest.accessToken, shoe);
    await payWithCard(url, guest.accessToken, basketId, '4111111111111111');
    const [a, b] = await Promise.all([placeOrder(url, guest.accessToken, basketId), placeOrder(url, guest.accessToken, basketId)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.orderNumber).toBe(b.body.orderNumber);
    const retried = expectOk(await placeOrder(url, guest.accessToken, basketId), 'retry');
    expect(retried.body.orderNumber).toBe(a.body.orderNumber);
    const sql = started.sqlClient();
    expect((await sql.query('SELECT 1 FROM orders WHERE basket_id = $1', [basketId])).length).toBe(1);
    expect((await sql.query('SELECT 1 FROM psp_payments WHERE merchant_reference = $1', [a.body.orderNumber])).length).toBe(1);
    expect(await onlineStock(sql, shoe.variantId)).toBe(before - 1);
  });

  it('the gift card balance after checkout is the balance before minus the amount applied', async () => {
    const guest = await guestToken(url);
    const shoe = nextShoe();
    const before = await giftCardBalance(started.sqlClient(), '7777000000000001');
    const basketId = await readyBasket(url, guest.accessToken, shoe);
    const applied = expectOk(
      await api(url, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, guest.accessToken, {
        payment_method_id: 'GIFT_CARD',
        giftCardNumber: '7777 0000 0000 0001',
        pin: '1234',
      }),
      'gift card',
    );
    const gift = (applied.body.payment_instruments as { payment_method_id: string; amount: number }[]).find((i) => i.payment_method_id === 'GIFT_CARD');
    expect(gift?.amount).toBe(Math.min(before, Math.round(applied.body.totals.total * 100)) / 100);
    await payWithCard(url, guest.accessToken, basketId, '4111111111111111');
    const placed = expectOk(await placeOrder(url, guest.accessToken, basketId), 'place');
    expect(placed.body.paymentMethod.map((p: { code: string }) => p.code).sort()).toEqual(['CREDIT_CARD', 'GIFT_CARD']);
    expect(await giftCardBalance(started.sqlClient(), '7777000000000001')).toBe(before - Math.round((gift?.amount ?? 0) * 100));
  });

  it('takes the paymentMethod naming the basket’s card (code, id, bin, type, last four), and refuses another instrument, method, brand or session with PYT404, reserving nothing', async () => {
    const guest = await guestToken(url);
    const shoe = nextShoe();
    const sql = started.sqlClient();
    const before = await onlineStock(sql, shoe.variantId);
    const basketId = await readyBasket(url, guest.accessToken, shoe);
    const withCard = await payWithCard(url, guest.accessToken, basketId, '4111 1111 1111 1111');
    const [instrument] = withCard.body.payment_instruments as { payment_instrument_id: string }[];
    expectOk(await api(url, 'POST', '/cart/v1/cart/prepareOrder', guest.accessToken, { basketId }), 'prepare');
    const place = (paymentMethod: object) =>
      api(url, 'PUT', '/cart/v2/checkout/order', guest.accessToken, { cartId: basketId, paymentMethod, recaptcha_response: 'test' });
    // What the web sends for a card typed at checkout (place-order-payment.ts).
    const sent = { code: 'CREDIT_CARD', id: instrument?.payment_instrument_id, bin: '411111', type: 'VISA', additionalData: { last4: '1111' } };
    for (const wrong of [
      { ...sent, id: 'pi_of_another_basket' },
      { ...sent, code: 'GIFT_CARD' },
      { ...sent, type: 'MASTERCARD' },
      { ...sent, additionalData: { sessionID: 'ps_of_another_payment' } },
    ]) {
      const refused = await place(wrong);
      expect([refused.status, errorId(refused)], JSON.stringify(wrong)).toEqual([404, 'PYT404']);
    }
    const badBin = await place({ ...sent, bin: '4111-1' });
    expect([badBin.status, errorId(badBin)]).toEqual([400, 'ATTR300']);
    expect((await sql.query('SELECT 1 FROM orders WHERE basket_id = $1', [basketId])).length).toBe(0);
    expect(await onlineStock(sql, shoe.variantId)).toBe(before);

    const placed = expectOk(await place(sent), 'place');
    expect(placed.body).toMatchObject({ status: 'PLACED', paymentMethod: [{ code: 'CREDIT_CARD', additionalData: { brand: 'VISA', last4: '1111' } }] });
    expect(await onlineStock(sql, shoe.variantId)).toBe(before - 1);
  });
});
