import { describe, expect, it } from 'vitest';
import { addPaymentInstrument } from './add-payment-instrument.js';
import type { CheckoutCaller } from './checkout-deps.js';
import { inMemoryCheckout, type CheckoutState } from './in-memory-checkout.fixture.js';
import { placeOrder } from './place-order.js';
import { prepareOrder } from './prepare-order.js';

// Oregon has no sales tax: a total is the lines plus standard shipping (7.00), easy to read.
const OREGON = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 Main St',
  city: 'Portland',
  province: 'OR',
  postalCode: '97201',
  countryCode: 'US',
  email: 'ada@example.com',
};
const caller: CheckoutCaller = { consumerNo: 'C1', consumerType: 'GUEST' };
const who = { consumerNo: 'C1', clientAddress: '10.0.0.1' };
const GIFT_50 = '7777000000000001';
const GIFT_1000 = '7777000000000002';

/** Two shoes at 100.00 (5 in stock) in an Oregon basket with standard shipping; two gift cards, 50.00 and 1000.00. */
function shop(): CheckoutState {
  const giftCard = (number: string, balanceMinor: number) => ({
    number,
    currency: 'USD',
    balanceMinor,
    expiresAt: null,
    status: 'ACTIVE' as const,
    pin: '1234',
    redeemed: {},
  });
  return {
    variants: { V1: { variantId: 'V1', productId: 'P1', listMinor: 10000, currentMinor: 10000, onlineStock: 5 } },
    baskets: {
      B1: {
        id: 'B1',
        consumerNo: 'C1',
        status: 'OPEN',
        currency: 'USD',
        shippingAddress: OREGON,
        billingAddress: OREGON,
        shippingMethodCode: 'standard',
        lines: [{ id: 'L1', variantId: 'V1', qty: 2 }],
      },
    },
    instruments: {},
    giftCards: { [GIFT_50]: giftCard(GIFT_50, 5000), [GIFT_1000]: giftCard(GIFT_1000, 100000) },
    orders: {},
    payers: {
      C1: {
        consumerNo: 'C1',
        registered: false,
        consumerType: 'GUEST',
        isLoyaltyMember: false,
        loyaltyPoints: 0,
        athleteCreditLeftMinor: 0,
        email: null,
        memberId: null,
        loyaltyConfirmationPending: false,
        storeId: null,
        storeEmployeeId: null,
      },
    },
    nextId: 0,
  };
}

async function payWithCard(checkout: ReturnType<typeof inMemoryCheckout>) {
  const token = checkout.gateway.issue('tok_card_0000000001', 'C1');
  (await addPaymentInstrument(checkout.deps, { basketId: 'B1', caller, who, instrument: { payment_method_id: 'CREDIT_CARD', token } }))._unsafeUnwrap();
  return token;
}

async function payWithGiftCard(checkout: ReturnType<typeof inMemoryCheckout>, giftCardNumber: string) {
  (
    await addPaymentInstrument(checkout.deps, { basketId: 'B1', caller, who, instrument: { payment_method_id: 'GIFT_CARD', giftCardNumber, pin: '1234' } })
  )._unsafeUnwrap();
}

const place = (checkout: ReturnType<typeof inMemoryCheckout>) => placeOrder(checkout.deps, { cartId: 'B1', caller });

describe('placing an order (in-memory ports)', () => {
  it('places a card order at the cart price: stock taken, card authorised and captured for the total, basket closed', async () => {
    const checkout = inMemoryCheckout(shop());
    await payWithCard(checkout);
    expect((await prepareOrder(checkout.deps, { basketId: 'B1', caller }))._unsafeUnwrap().basket.totals.totalMinor).toBe(20700);

    const placed = (await place(checkout))._unsafeUnwrap();
    expect(placed.order.status).toBe('PLACED');
    expect(placed.order.totals).toEqual({ itemTotalMinor: 20000, discountMinor: 0, shippingMinor: 700, taxMinor: 0, totalMinor: 20700 });
    expect(placed.order.payments).toMatchObject([{ paymentMethodId: 'CREDIT_CARD', amountMinor: 20700, status: 'CAPTURED', cardLast4: '1111' }]);
    expect(placed.st).toMatch(/^st_/);
    expect(checkout.gateway.authorised.map((a) => a.amountMinor)).toEqual([20700]);
    expect(checkout.gateway.captured).toHaveLength(1);
    expect(checkout.state().variants.V1?.onlineStock).toBe(3);
    expect(checkout.state().baskets.B1?.status).toBe('ORDERED');
  });

  it("prices the order with the cart's promotions: 10% off the order is the order's discount, on the lines and in the card's amount", async () => {
    const state = shop();
    state.promotions = [
      {
        id: 'PROMO-TEN',
        name: '10% off',
        level: 'ORDER',
        discountType: 'PERCENT',
        percentOff: 10,
        thresholdMinor: 0,
        customerGroup: 'ALL',
        requiresCode: false,
        codes: [],
        calloutMessage: '10% off your order',
        priority: 1,
        targetProductIds: [],
        targetCategoryIds: [],
      },
    ];
    const checkout = inMemoryCheckout(state);
    await payWithCard(checkout);

    const placed = (await place(checkout))._unsafeUnwrap();
    expect(placed.order.totals).toEqual({ itemTotalMinor: 20000, discountMinor: 2000, shippingMinor: 700, taxMinor: 0, totalMinor: 18700 });
    expect(placed.order.items[0]).toMatchObject({ discountMinor: 2000, rowTotalMinor: 20000 });
    expect(placed.order.promoSummary).toMatchObject([{ level: 'ORDER', promotionId: 'PROMO-TEN' }]);
    expect(checkout.gateway.authorised.map((a) => a.amountMinor)).toEqual([18700]);
  });

  it("queues one confirmation e-mail in the site's locale when the order is placed, none for a second placing nor from another site", async () => {
    const checkout = inMemoryCheckout(shop());
    await payWithCard(checkout);
    // A USD basket placed from the Canadian site is another site's basket: refused, nothing queued.
    expect((await placeOrder(checkout.deps, { cartId: 'B1', caller, locale: 'fr-ca' }))._unsafeUnwrapErr().code).toBe('BSK409');
    expect(checkout.state().emails ?? []).toEqual([]);
    const placed = (await placeOrder(checkout.deps, { cartId: 'B1', caller, locale: 'en-us' }))._unsafeUnwrap();
    await placeOrder(checkout.deps, { cartId: 'B1', caller, locale: 'en-us' });
    expect(checkout.state().emails).toEqual([
      expect.objectContaining({
        to: 'ada@example.com',
        template: 'order-confirmation',
        subject: 'order-confirmation (en-US)',
        createdAt: placed.order.placedAt,
      }),
    ]);
    expect(JSON.parse(checkout.state().emails?.[0]?.body ?? '{}')).toMatchObject({
      orderNumber: placed.order.orderNumber,
      total: { amount: 20700, currency: 'USD' },
    });
  });

  it('queues no e-mail for a card the bank refuses (nothing is placed)', async () => {
    const checkout = inMemoryCheckout(shop());
    const token = checkout.gateway.issue('tok_card_0000000002', 'C1');
    checkout.gateway.outcomes.set(token, 'REFUSED');
    (await addPaymentInstrument(checkout.deps, { basketId: 'B1', caller, who, instrument: { payment_method_id: 'CREDIT_CARD', token } }))._unsafeUnwrap();
    expect((await place(checkout))._unsafeUnwrapErr().code).toBe('PAY400');
    expect(checkout.state().emails ?? []).toEqual([]);
  });

  it('placing the same basket again answers the first order, without its st, and asks the card nothing more', async () => {
    const checkout = inMemoryCheckout(shop());
    await payWithCard(checkout);
    const first = (await place(checkout))._unsafeUnwrap();
    const again = (await place(checkout))._unsafeUnwrap();
    expect(again.order.orderNumber).toBe(first.order.orderNumber);
    expect(again.st).toBeUndefined();
    expect(checkout.gateway.authorised).toHaveLength(1);
    expect(checkout.state().variants.V1?.onlineStock).toBe(3);
  });

  it('charges the price of the moment it is placed when the price changed after prepareOrder', async () => {
    const checkout = inMemoryCheckout(shop());
    await payWithCard(checkout);
    expect((await prepareOrder(checkout.deps, { basketId: 'B1', caller }))._unsafeUnwrap().basket.totals.totalMinor).toBe(20700);
    const v1 = checkout.state().variants.V1;
    if (v1 !== undefined) v1.currentMinor = 8000;

    const placed = (await place(checkout))._unsafeUnwrap();
    expect(placed.order.items[0]).toMatchObject({ unitListMinor: 10000, unitPriceMinor: 8000, rowTotalMinor: 16000 });
    expect(placed.order.totals.totalMinor).toBe(16700);
    expect(checkout.gateway.authorised.map((a) => a.amountMinor)).toEqual([16700]);
  });

  it('refuses with PYT400 when a price rose after prepareOrder past what the stored value covers, and writes nothing', async () => {
    const checkout = inMemoryCheckout(shop());
    const v1 = checkout.state().variants.V1;
    if (v1 !== undefined) v1.currentMinor = 1000;
    await payWithGiftCard(checkout, GIFT_50);
    expect((await prepareOrder(checkout.deps, { basketId: 'B1', caller })).isOk()).toBe(true);
    if (v1 !== undefined) v1.currentMinor = 10000;

    expect((await place(checkout))._unsafeUnwrapErr().code).toBe('PYT400');
    expect(checkout.state().orders).toEqual({});
    expect(checkout.state().giftCards[GIFT_50]?.balanceMinor).toBe(5000);
    expect(checkout.state().variants.V1?.onlineStock).toBe(5);
  });

  it('refuses with INV406 when the stock went after prepareOrder: no order, nothing taken, the card never asked', async () => {
    const checkout = inMemoryCheckout(shop());
    await payWithGiftCard(checkout, GIFT_50);
    await payWithCard(checkout);
    expect((await prepareOrder(checkout.deps, { basketId: 'B1', caller })).isOk()).toBe(true);
    const v1 = checkout.state().variants.V1;
    if (v1 !== undefined) v1.onlineStock = 1;

    const refused = (await place(checkout))._unsafeUnwrapErr();
    expect(refused).toMatchObject({ code: 'INV406', details: { itemIds: 'L1' } });
    expect(checkout.state().orders).toEqual({});
    expect(checkout.state().variants.V1?.onlineStock).toBe(1);
    expect(checkout.state().giftCards[GIFT_50]?.balanceMinor).toBe(5000);
    expect(checkout.state().baskets.B1?.status).toBe('OPEN');
    expect(checkout.gateway.authorised).toEqual([]);
  });

  it('places an order that a gift card covers entirely: PLACED at once, no card asked, the card debited once', async () => {
    const checkout = inMemoryCheckout(shop());
    await payWithGiftCard(checkout, GIFT_1000);

    const placed = (await place(checkout))._unsafeUnwrap();
    expect(placed.order.status).toBe('PLACED');
    expect(placed.order.payments).toMatchObject([{ paymentMethodId: 'GIFT_CARD', amountMinor: 20700, status: 'CAPTURED', giftCardNumber: GIFT_1000 }]);
    expect(checkout.gateway.authorised).toEqual([]);
    expect(checkout.state().giftCards[GIFT_1000]?.balanceMinor).toBe(100000 - 20700);
  });

  it('splits a gift card and a card: the gift card pays its balance, the card is authorised for the rest', async () => {
    const checkout = inMemoryCheckout(shop());
    await payWithGiftCard(checkout, GIFT_50);
    await payWithCard(checkout);

    const placed = (await place(checkout))._unsafeUnwrap();
    expect(placed.order.payments.map((p) => [p.paymentMethodId, p.amountMinor, p.status])).toEqual([
      ['GIFT_CARD', 5000, 'CAPTURED'],
      ['CREDIT_CARD', 15700, 'CAPTURED'],
    ]);
    expect(checkout.gateway.authorised.map((a) => a.amountMinor)).toEqual([15700]);
    expect(checkout.state().giftCards[GIFT_50]?.balanceMinor).toBe(0);
  });

  it('gives everything back when the card is refused: PAY400, stock and gift card restored, the basket open again', async () => {
    const checkout = inMemoryCheckout(shop());
    await payWithGiftCard(checkout, GIFT_50);
    const token = await payWithCard(checkout);
    checkout.gateway.outcomes.set(token, 'REFUSED');

    expect((await place(checkout))._unsafeUnwrapErr().code).toBe('PAY400');
    expect(checkout.state().orders).toEqual({});
    expect(checkout.state().variants.V1?.onlineStock).toBe(5);
    expect(checkout.state().giftCards[GIFT_50]?.balanceMinor).toBe(5000);
    expect(checkout.state().baskets.B1?.status).toBe('OPEN');
  });
});
