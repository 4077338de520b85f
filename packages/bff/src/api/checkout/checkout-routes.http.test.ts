import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import type { LooseJson } from '../../testing/loose-json.js';
import { agentLogin, guestToken, signIn } from '../../testing/tokens.js';
import { api, card, errorId, expectOk, giftCardBalance, onlineStock, payWithCard, placeOrder, readyBasket, shoePicker } from './checkout-http.fixture.js';

let started: StartedServer;
let url: string;
const nextShoe = shoePicker();
const PASSWORD = 'Stride-demo-1';

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
});
afterAll(async () => started?.server.close());

const balance = (token: string, body: unknown) => api(url, 'POST', '/cart/v1/giftcard/balance', token, body);

describe('sandbox provider and payment session', () => {
  it('tokenises a card without the number reaching the database or the logs (debug level)', async () => {
    const guest = await guestToken(url);
    const number = '5555555555554444';
    const tokenised = expectOk(await api(url, 'POST', '/psp/v1/tokens', guest.accessToken, card(number)), 'token');
    expect(tokenised.body).toMatchObject({ brand: 'MASTERCARD', last4: '4444' });
    const rows = await started.sqlClient().query('SELECT * FROM card_tokens WHERE token = $1', [tokenised.body.token]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(number);
    expect(JSON.stringify(started.logger.entries)).not.toContain(number);
  });

  it('answers FE309 for a bad number or a past expiry, and a session in test mode', async () => {
    const guest = await guestToken(url);
    for (const bad of [card('4111111111111112'), { ...card('4111111111111111'), expiryYear: 2020 }]) {
      const res = await api(url, 'POST', '/psp/v1/tokens', guest.accessToken, bad);
      expect([res.status, errorId(res)]).toEqual([400, 'FE309']);
    }
    const session = expectOk(await api(url, 'GET', '/cart/v1/paymentSession?paymentMethodId=CREDIT_CARD&locale=en-US', guest.accessToken), 'session');
    expect(session.body).toMatchObject({ provider: 'stride-sandbox', meta: { environment: 'test' }, locale: 'en-US', success: true });
  });

  it('refuses an unknown token (PYT404) and keeps baskets to their owner (BSK404 like a missing one)', async () => {
    const [guest, other] = [await guestToken(url), await guestToken(url)];
    const basketId = expectOk(await api(url, 'POST', '/cart/v1/cart', guest.accessToken, {}), 'cart').body.basketId as string;
    const unknown = await api(url, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, guest.accessToken, {
      payment_method_id: 'CREDIT_CARD',
      token: 'tok_never_issued_here',
    });
    expect([unknown.status, errorId(unknown)]).toEqual([404, 'PYT404']);
    const foreign = await api(url, 'GET', `/cart/v1/cart/${basketId}/paymentMethods`, other.accessToken);
    const missing = await api(url, 'GET', '/cart/v1/cart/no-such-basket/paymentMethods', other.accessToken);
    expect([foreign.status, errorId(foreign), foreign.body.errorDetails[0].message]).toEqual([missing.status, 'BSK404', missing.body.errorDetails[0].message]);
  });
});

describe('gift cards', () => {
  it('shows the balance with the PIN; a wrong PIN and an unknown number answer alike', async () => {
    const guest = await guestToken(url);
    expect(expectOk(await balance(guest.accessToken, { giftCardNumber: '7777000000000001', pin: '1234' }), 'balance').body).toEqual({
      balance: 50,
      currency: 'USD',
      expiryDate: null,
      status: 'ACTIVE',
    });
    expect(expectOk(await balance(guest.accessToken, { giftCardNumber: '7777000000000002', pin: '2222' }), 'zero').body).toMatchObject({
      balance: 0,
      status: 'ZERO_BALANCE',
    });
    const expired = await balance(guest.accessToken, { giftCardNumber: '7777000000000003', pin: '3333' });
    expect(errorId(expired)).toBe('GFC812');
    expect(errorId(await balance(guest.accessToken, { pin: '1234' }))).toBe('GFC400');
    expect(errorId(await balance(guest.accessToken, { giftCardNumber: '7777000000000001' }))).toBe('GFC400');
    const wrongPin = await balance(guest.accessToken, { giftCardNumber: '7777000000000001', pin: '9999' });
    const unknown = await balance(guest.accessToken, { giftCardNumber: '7777999999999999', pin: '1234' });
    expect([wrongPin.status, errorId(wrongPin), wrongPin.body.errorDetails[0].message]).toEqual([
      unknown.status,
      'GFC800',
      unknown.body.errorDetails[0].message,
    ]);
  });

  it('applies gift cards with their codes: GFC755 twice, GFC725 suspended, GFC812 expired, GFC740 zero', async () => {
    const guest = await guestToken(url);
    const basketId = await readyBasket(url, guest.accessToken, nextShoe());
    const add = (giftCardNumber: string, pin: string) =>
      api(url, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, guest.accessToken, { payment_method_id: 'GIFT_CARD', giftCardNumber, pin });
    expectOk(await add('7777000000000004', '4444'), 'first card');
    expect(errorId(await add('7777000000000004', '4444'))).toBe('GFC755');
    expect(errorId(await add('7777000000000006', '6666'))).toBe('GFC725');
    expect(errorId(await add('7777000000000003', '3333'))).toBe('GFC812');
    expect(errorId(await add('7777000000000002', '2222'))).toBe('GFC740');
  });
});

describe('payment methods, loyalty and rewards', () => {
  it('offers points and rewards to the loyalty member only; vouchers are REW401 for guests and REW130 for non-members', async () => {
    const guest = await guestToken(url);
    const loyal = await signIn(url, 'loyal@stride.example', PASSWORD);
    const shopper = await signIn(url, 'shopper@stride.example', PASSWORD);
    const guestBasket = expectOk(await api(url, 'POST', '/cart/v1/cart', guest.accessToken, {}), 'cart').body.basketId as string;
    const loyalBasket = await readyBasket(url, loyal.accessToken, nextShoe());
    const ids = (call: { body: LooseJson }) => (call.body.applicablePaymentMethods as { id: string }[]).map((m) => m.id);
    expect(ids(expectOk(await api(url, 'GET', `/cart/v1/cart/${guestBasket}/paymentMethods`, guest.accessToken), 'guest methods'))).toEqual([
      'CREDIT_CARD',
      'GIFT_CARD',
      'PAY_LATER',
    ]);
    expect(ids(expectOk(await api(url, 'GET', `/cart/v1/cart/${loyalBasket}/paymentMethods`, loyal.accessToken), 'loyal methods'))).toEqual([
      'CREDIT_CARD',
      'GIFT_CARD',
      'LOYALTY_POINTS',
      'REWARD_CODE',
      'REWARD_CARD',
      'PAY_LATER',
    ]);
    expect(errorId(await api(url, 'GET', '/consumers-v3/consumer/loyalty/vouchers', guest.accessToken))).toBe('REW401');
    expect(errorId(await api(url, 'GET', '/consumers-v3/consumer/loyalty/vouchers', shopper.accessToken))).toBe('REW130');
    const vouchers = expectOk(await api(url, 'GET', '/consumers-v3/consumer/loyalty/vouchers', loyal.accessToken), 'vouchers');
    expect(vouchers.body).toMatchObject({ memberId: 'LM40000002', currentLoyaltyPoints: 2450 });
    expect(vouchers.body.applicableLoyaltyVouchers).toHaveLength(2);
    const reward = expectOk(
      await api(url, 'PUT', `/cart/v1/cart/${loyalBasket}/reward`, loyal.accessToken, { appliedLoyaltyVoucher: 'LV-1000000002-01' }),
      'reward',
    );
    expect(reward.body.payment_instruments).toEqual([expect.objectContaining({ payment_method_id: 'REWARD_CODE', amount: 5 })]);
    expect(errorId(await api(url, 'POST', `/cart/v1/cart/${guestBasket}/paymentInstruments`, guest.accessToken, { payment_method_id: 'LOYALTY_POINTS' }))).toBe(
      'REW401',
    );
    const instruments = expectOk(await api(url, 'GET', '/consumers-v3/consumer/payment_instruments', loyal.accessToken), 'instruments');
    expect(instruments.body.payment_instruments).toEqual([
      expect.objectContaining({ paymentInstrumentId: 'LV-1000000002-02', payment_method_id: 'REWARD_CODE' }),
    ]);
    const removed = expectOk(
      await api(url, 'DELETE', `/cart/v1/cart/${loyalBasket}/paymentInstruments`, loyal.accessToken, {
        payment_instrument_id: reward.body.payment_instruments[0].payment_instrument_id,
      }),
      'remove',
    );
    expect(removed.body.payment_instruments).toEqual([]);
  });
});

describe('prepare order', () => {
  it('answers SHP404 without a shipping address, PYT400 when payments do not cover the total', async () => {
    const guest = await guestToken(url);
    const shoe = nextShoe();
    const bare = expectOk(await api(url, 'POST', '/cart/v1/cart', guest.accessToken, {}), 'cart').body.basketId as string;
    expectOk(await api(url, 'POST', '/cart/v1/item', guest.accessToken, { items: [{ cartId: bare, productId: shoe.productId, upc: shoe.upc }] }), 'add');
    expect(errorId(await api(url, 'POST', '/cart/v1/cart/prepareOrder', guest.accessToken, { basketId: bare }))).toBe('SHP404');
    const ready = await readyBasket(url, guest.accessToken, shoe);
    const unpaid = await api(url, 'POST', '/cart/v1/cart/prepareOrder', guest.accessToken, { basketId: ready });
    expect([unpaid.status, errorId(unpaid)]).toEqual([402, 'PYT400']);
  });
});

describe('orders', () => {
  it('shows an order to its owner and agents only, lists it, and cancels it with stock and gift card returned', async () => {
    const shopper = await signIn(url, 'shopper@stride.example', PASSWORD);
    const other = await guestToken(url);
    const agent = await agentLogin(url, 'associate@stride.example', PASSWORD);
    const shoe = nextShoe();
    const sql = started.sqlClient();
    const [stockBefore, cardBefore] = [await onlineStock(sql, shoe.variantId), await giftCardBalance(sql, '7777000000000004')];
    const basketId = await readyBasket(url, shopper.accessToken, shoe);
    expectOk(
      await api(url, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, shopper.accessToken, {
        payment_method_id: 'GIFT_CARD',
        giftCardNumber: '7777000000000004',
        pin: '4444',
      }),
      'gift card',
    );
    await payWithCard(url, shopper.accessToken, basketId, '4111111111111111');
    const { orderNumber } = expectOk(await placeOrder(url, shopper.accessToken, basketId), 'place').body as { orderNumber: string };

    expect(expectOk(await api(url, 'GET', `/consumers-v3/consumer/purchase/${orderNumber}`, shopper.accessToken), 'own').body.orderNumber).toBe(orderNumber);
    expect(expectOk(await api(url, 'GET', `/consumers-v3/consumer/purchase/${orderNumber}`, agent.accessToken), 'agent').body.orderNumber).toBe(orderNumber);
    const foreign = await api(url, 'GET', `/consumers-v3/consumer/purchase/${orderNumber}`, other.accessToken);
    const missing = await api(url, 'GET', '/consumers-v3/consumer/purchase/ST0000000000', other.accessToken);
    expect([foreign.status, errorId(foreign), foreign.body.errorDetails[0].message]).toEqual([missing.status, 'OHS4004', missing.body.errorDetails[0].message]);
    const history = expectOk(await api(url, 'POST', '/consumers-v3/consumer/purchasehistory', shopper.accessToken, { start: 0, count: 5 }), 'history');
    expect(history.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(orderNumber);

    expect(errorId(await api(url, 'POST', '/consumers-v3/consumer/CancelOrder', other.accessToken, { orderNumber }))).toBe('OHS4004');
    const cancelled = expectOk(await api(url, 'POST', '/consumers-v3/consumer/CancelOrder', shopper.accessToken, { orderNumber }), 'cancel');
    expect(cancelled.body.status).toBe('CANCELLED');
    expect(await onlineStock(sql, shoe.variantId)).toBe(stockBefore);
    expect(await giftCardBalance(sql, '7777000000000004')).toBe(cardBefore);
    const again = await api(url, 'POST', '/consumers-v3/consumer/CancelOrder', shopper.accessToken, { orderNumber });
    expect(errorId(again)).toBe('ORD_NOT_CANCELLABLE');
    expect(await giftCardBalance(sql, '7777000000000004')).toBe(cardBefore);
  });

  it('refuses to cancel a shipped order and refuses inStoreSalesInfo from a shopper token (STR404)', async () => {
    const guest = await guestToken(url);
    const basketId = await readyBasket(url, guest.accessToken, nextShoe());
    await payWithCard(url, guest.accessToken, basketId, '4111111111111111');
    const inStore = await api(url, 'PUT', '/cart/v2/checkout/order', guest.accessToken, {
      cartId: basketId,
      paymentMethod: { code: 'CREDIT_CARD' },
      inStoreSalesInfo: { storeId: 'US101', storeEmployeeId: 'E10427' },
    });
    expect(errorId(inStore)).toBe('STR404');
    const { orderNumber } = expectOk(await placeOrder(url, guest.accessToken, basketId), 'place').body as { orderNumber: string };
    await started.sqlClient().query(`UPDATE orders SET status = 'SHIPPED' WHERE order_number = $1`, [orderNumber]);
    const shipped = await api(url, 'POST', '/consumers-v3/consumer/CancelOrder', guest.accessToken, { orderNumber });
    expect([shipped.status, errorId(shipped)]).toEqual([400, 'ORD_NOT_CANCELLABLE']);
    expect(shipped.body.errorDetails[0].message).toContain('shipped');
  });
});

describe('in-store sales and the 3-D Secure PATCH', () => {
  it("records inStoreSalesInfo from the associate's own agent token", async () => {
    const associate = await agentLogin(url, 'associate@stride.example', PASSWORD);
    const basketId = await readyBasket(url, associate.accessToken, nextShoe());
    await payWithCard(url, associate.accessToken, basketId, '4111111111111111');
    const wrongEmployee = await api(url, 'PUT', '/cart/v2/checkout/order', associate.accessToken, {
      cartId: basketId,
      paymentMethod: { code: 'CREDIT_CARD' },
      inStoreSalesInfo: { storeId: 'US101', storeEmployeeId: 'E99999' },
    });
    expect(errorId(wrongEmployee)).toBe('STR404');
    const placed = expectOk(
      await api(url, 'PUT', '/cart/v2/checkout/order', associate.accessToken, {
        cartId: basketId,
        paymentMethod: { code: 'CREDIT_CARD' },
        inStoreSalesInfo: { storeId: 'US101', storeEmployeeId: 'E10427' },
      }),
      'place',
    );
    expect(placed.body.inStoreSalesInfo).toEqual({ storeId: 'US101', storeEmployeeId: 'E10427' });
    const [row] = await started
      .sqlClient()
      .query<{ in_store_store_id: string }>('SELECT in_store_store_id FROM orders WHERE order_number = $1', [placed.body.orderNumber]);
    expect(row?.in_store_store_id).toBe('US101');
  });

  it("answers ORD409 to a PATCH for an unknown order or another consumer's pending one", async () => {
    const [owner, other] = [await guestToken(url), await guestToken(url)];
    const basketId = await readyBasket(url, owner.accessToken, nextShoe());
    await payWithCard(url, owner.accessToken, basketId, '4000000000003220');
    const pending = expectOk(await placeOrder(url, owner.accessToken, basketId), 'place');
    const patch = { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: '3ds_forged_result' } } };
    const foreign = await api(url, 'PATCH', `/cart/v2/checkout/order/${pending.body.orderNumber}`, other.accessToken, patch);
    const unknown = await api(url, 'PATCH', '/cart/v2/checkout/order/ST0000000000', other.accessToken, patch);
    expect([foreign.status, errorId(foreign), foreign.body.errorDetails[0].message]).toEqual([unknown.status, 'ORD409', unknown.body.errorDetails[0].message]);
    // The foreign PATCH changed nothing: the owner's order still waits for its challenge.
    const [row] = await started.sqlClient().query<{ status: string }>('SELECT status FROM orders WHERE order_number = $1', [pending.body.orderNumber]);
    expect(row?.status).toBe('PENDING_PAYMENT');
  });
});

describe('gift card checks are rate limited', () => {
  it('answers 429 API429 with the time left after 5 failures of one consumer, even for the right PIN; a neighbour on the same address still checks', async () => {
    const guest = await guestToken(url);
    for (let i = 0; i < 5; i += 1) await balance(guest.accessToken, { giftCardNumber: '7777000000000001', pin: `00${i}0` });
    const limited = await fetch(new URL('/cart/v1/giftcard/balance', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${guest.accessToken}` },
      body: JSON.stringify({ giftCardNumber: '7777000000000001', pin: '1234' }),
    });
    expect([limited.status, ((await limited.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId]).toEqual([429, 'API429']);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    const viaInstrument = await api(url, 'POST', '/cart/v1/cart/any-basket/paymentInstruments', guest.accessToken, {
      payment_method_id: 'GIFT_CARD',
      giftCardNumber: '7777000000000001',
      pin: '1234',
    });
    expect(viaInstrument.status).toBe(429);
    const neighbour = await guestToken(url);
    expect((await balance(neighbour.accessToken, { giftCardNumber: '7777000000000001', pin: '1234' })).status).toBe(200);
    const rows = await started.sqlClient().query<{ hits: number }>(`SELECT hits FROM rate_limits WHERE bucket_key LIKE 'gc-check:client:%'`);
    expect(rows[0]?.hits).toBeGreaterThanOrEqual(5);
  });
});
