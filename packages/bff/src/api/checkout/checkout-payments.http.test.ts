import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';
import { api, errorId, expectOk, GUEST_ADDRESS, onlineStock, payWithCard, placeOrder, readyBasket, shoePicker } from './checkout-http.fixture.js';

// Paying with a loyalty voucher, with athlete credit and with the sandbox pay-later provider (commerce sections 3, 6,
// 7 and 8): what each answers in major units, what the order records, and that a refused pay-later charges nothing.
const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });
const nextShoe = shoePicker();
const PASSWORD = 'Stride-demo-1';

const instruments = (basketId: string, token: string, body: unknown) => api(store.url, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, body);
const voucherStatus = async (id: string) =>
  (await store.started.sqlClient().query<{ status: string }>('SELECT status FROM loyalty_vouchers WHERE id = $1', [id]))[0]?.status;
const orderOf = async (basketId: string) =>
  (await store.started.sqlClient().query<{ order_number: string }>('SELECT order_number FROM orders WHERE basket_id = $1', [basketId]))[0]?.order_number;

describe('a loyalty voucher at checkout', () => {
  it('applies with PUT reward (total to pay down by its amount), comes off and back, and the order records it as REWARD_CODE', async () => {
    const loyal = await signIn(store.url, 'loyal@stride.example', PASSWORD);
    const basketId = await readyBasket(store.url, loyal.accessToken, nextShoe());
    const vouchers = expectOk(await api(store.url, 'GET', '/consumers-v3/consumer/loyalty/vouchers', loyal.accessToken), 'vouchers');
    const ten = (vouchers.body.applicableLoyaltyVouchers as { id: string; amountInCurrency: number; available: boolean }[]).find(
      (v) => v.amountInCurrency === 10,
    );
    expect(ten).toMatchObject({ available: true, eligible: true, points: 1000, currency: 'USD' });
    const before = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, loyal.accessToken), 'cart').body.totals;

    const applied = expectOk(await api(store.url, 'PUT', `/cart/v1/cart/${basketId}/reward`, loyal.accessToken, { appliedLoyaltyVoucher: ten?.id }), 'reward');
    const reward = applied.body.payment_instruments.find((i: { payment_method_id: string }) => i.payment_method_id === 'REWARD_CODE');
    expect(reward).toMatchObject({ amount: 10 });
    expect(applied.body.totals).toMatchObject({ total: before.total, remainingToPay: Math.round((before.total - 10) * 100) / 100, appliedRewards: 10 });
    expect(applied.body.rewards).toEqual([{ voucherId: ten?.id, amount: 10 }]);
    expect(await voucherStatus(ten?.id ?? '')).toBe('APPLIED');
    // Applied twice: the voucher is no longer available to apply.
    expect(errorId(await api(store.url, 'PUT', `/cart/v1/cart/${basketId}/reward`, loyal.accessToken, { appliedLoyaltyVoucher: ten?.id }))).toBe('PYT404');

    const removed = expectOk(
      await api(store.url, 'DELETE', `/cart/v1/cart/${basketId}/paymentInstruments`, loyal.accessToken, {
        payment_instrument_id: reward.payment_instrument_id,
      }),
      'remove',
    );
    expect(removed.body.totals).toMatchObject({ remainingToPay: before.total, appliedRewards: 0 });
    expect(await voucherStatus(ten?.id ?? '')).toBe('AVAILABLE');

    expectOk(await api(store.url, 'PUT', `/cart/v1/cart/${basketId}/reward`, loyal.accessToken, { appliedLoyaltyVoucher: ten?.id }), 'reward again');
    await payWithCard(store.url, loyal.accessToken, basketId, '4111111111111111');
    const placed = expectOk(await placeOrder(store.url, loyal.accessToken, basketId), 'place');
    expect(placed.body.status).toBe('PLACED');
    expect(placed.body.totals.appliedRewards).toBe(10);
    expect(placed.body.paymentMethod).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'REWARD_CODE', label: 'Reward code', amount: 10 }),
        expect.objectContaining({ code: 'CREDIT_CARD', amount: Math.round((placed.body.totals.total - 10) * 100) / 100 }),
      ]),
    );
    expect(await voucherStatus(ten?.id ?? '')).toBe('REDEEMED');
  });
});

describe('athlete credit at checkout', () => {
  it('pays what credit is left: payableAmount and remainingAmount in major units, the card the rest, the order records ATHLETES_PAYMENT', async () => {
    // The athlete has $50.00 of this year's credit left.
    await store.started
      .sqlClient()
      .query("UPDATE consumers SET athlete_current_spend_minor = athlete_annual_credit_minor - 5000 WHERE email = 'athlete@stride.example'");
    const athlete = await signIn(store.url, 'athlete@stride.example', PASSWORD);
    const basketId = await readyBasket(store.url, athlete.accessToken, nextShoe());
    const methods = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}/paymentMethods`, athlete.accessToken), 'methods');
    expect((methods.body.applicablePaymentMethods as { id: string }[]).map((m) => m.id)).toContain('ATHLETES_PAYMENT');
    const paid = expectOk(await instruments(basketId, athlete.accessToken, { payment_method_id: 'ATHLETES_PAYMENT' }), 'athlete credit');
    const total = paid.body.totals.total as number;
    expect(total).toBeGreaterThan(50);
    const credit = paid.body.payment_instruments.find((i: { payment_method_id: string }) => i.payment_method_id === 'ATHLETES_PAYMENT');
    expect(credit).toMatchObject({ amount: 50, additionalData: { payableAmount: 50, remainingAmount: Math.round((total - 50) * 100) / 100 } });
    expect(paid.body.totals.remainingToPay).toBe(Math.round((total - 50) * 100) / 100);
    // A reward is refused while athlete credit leaves something to pay (commerce section 5): REW409, REW140 being the
    // spec's insufficient points balance.
    expect(errorId(await api(store.url, 'PUT', `/cart/v1/cart/${basketId}/reward`, athlete.accessToken, { appliedLoyaltyVoucher: 'LV-1000000002-01' }))).toBe(
      'REW409',
    );

    await payWithCard(store.url, athlete.accessToken, basketId, '4111111111111111');
    const placed = expectOk(await placeOrder(store.url, athlete.accessToken, basketId), 'place');
    expect(placed.body.paymentMethod).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'ATHLETES_PAYMENT', label: 'Athlete credit', amount: 50 }),
        expect.objectContaining({ code: 'CREDIT_CARD', amount: Math.round((total - 50) * 100) / 100 }),
      ]),
    );
    const [spend] = await store.started
      .sqlClient()
      .query<{ left: number }>(
        "SELECT athlete_annual_credit_minor - athlete_current_spend_minor AS left FROM consumers WHERE email = 'athlete@stride.example'",
      );
    expect(spend?.left).toBe(0);
  });
});

describe('the sandbox pay-later provider', () => {
  it('is offered to a guest, replaces the card, and pays the rest of an accepted order: the order records PAY_LATER, captured', async () => {
    const guest = await guestToken(store.url);
    const shoe = nextShoe();
    const stock = await onlineStock(store.started.sqlClient(), shoe.variantId);
    const basketId = await readyBasket(store.url, guest.accessToken, shoe);
    const methods = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}/paymentMethods`, guest.accessToken), 'methods');
    expect(methods.body.applicablePaymentMethods).toContainEqual({ id: 'PAY_LATER', name: 'Pay later' });
    await payWithCard(store.url, guest.accessToken, basketId, '4111111111111111');
    const chosen = expectOk(await instruments(basketId, guest.accessToken, { payment_method_id: 'PAY_LATER' }), 'pay later');
    expect(chosen.body.payment_instruments).toEqual([
      expect.objectContaining({ payment_method_id: 'PAY_LATER', amount: chosen.body.totals.total, additionalData: { provider: 'Stride Pay Later' } }),
    ]);
    expect(chosen.body.totals.remainingToPay).toBe(0);

    const placed = expectOk(
      await api(store.url, 'PUT', '/cart/v2/checkout/order', guest.accessToken, { cartId: basketId, paymentMethod: { code: 'PAY_LATER' } }),
      'place',
    );
    expect(placed.body).toMatchObject({ status: 'PLACED', flash: [] });
    expect(placed.body.paymentMethod).toEqual([{ code: 'PAY_LATER', label: 'Pay later', amount: placed.body.totals.total, additionalData: {} }]);
    const [payment] = await store.started
      .sqlClient()
      .query<{ status: string; psp_reference: string }>('SELECT status, psp_reference FROM order_payments WHERE order_number = $1', [placed.body.orderNumber]);
    expect(payment).toMatchObject({ status: 'CAPTURED', psp_reference: expect.stringMatching(/^plt_[0-9a-f]{32}$/) });
    expect(await onlineStock(store.started.sqlClient(), shoe.variantId)).toBe(stock - 1);
  });

  it('refused (an e-mail tagged +denied): PAY400, no order, the stock and the gift card given back; a card then places the order', async () => {
    const guest = await guestToken(store.url);
    const shoe = nextShoe();
    const stock = await onlineStock(store.started.sqlClient(), shoe.variantId);
    const basketId = await readyBasket(store.url, guest.accessToken, shoe, 1, { ...GUEST_ADDRESS, email: 'ada+denied@example.com' });
    expectOk(await instruments(basketId, guest.accessToken, { payment_method_id: 'GIFT_CARD', giftCardNumber: '7777000000000001', pin: '1234' }), 'gift card');
    const [{ n: giftBefore } = { n: -1 }] = await store.started
      .sqlClient()
      .query<{ n: number }>("SELECT balance_minor AS n FROM gift_cards WHERE number = '7777000000000001'");
    expectOk(await instruments(basketId, guest.accessToken, { payment_method_id: 'PAY_LATER' }), 'pay later');

    const refused = await api(store.url, 'PUT', '/cart/v2/checkout/order', guest.accessToken, { cartId: basketId, paymentMethod: { code: 'PAY_LATER' } });
    expect(errorId(refused)).toBe('PAY400');
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await orderOf(basketId)).toBeUndefined();
    expect(await onlineStock(store.started.sqlClient(), shoe.variantId)).toBe(stock);
    const [{ n: giftAfter } = { n: -2 }] = await store.started
      .sqlClient()
      .query<{ n: number }>("SELECT balance_minor AS n FROM gift_cards WHERE number = '7777000000000001'");
    expect(giftAfter).toBe(giftBefore);

    // The basket is open again: the shopper picks a card instead, which replaces pay later.
    const withCard = await payWithCard(store.url, guest.accessToken, basketId, '4111111111111111');
    expect((withCard.body.payment_instruments as { payment_method_id: string }[]).map((i) => i.payment_method_id)).toEqual(['GIFT_CARD', 'CREDIT_CARD']);
    const placed = expectOk(await placeOrder(store.url, guest.accessToken, basketId), 'place with card');
    expect(placed.body.status).toBe('PLACED');
    // The order keeps its payments in no particular order.
    expect((placed.body.paymentMethod as { code: string }[]).map((p) => p.code).sort()).toEqual(['CREDIT_CARD', 'GIFT_CARD']);
  });
});
