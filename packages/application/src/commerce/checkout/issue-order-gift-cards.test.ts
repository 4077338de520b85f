import { describe, expect, it } from 'vitest';
import { addPaymentInstrument } from './add-payment-instrument.js';
import type { CheckoutCaller } from './checkout-deps.js';
import { cancelOrder } from './cancel-order.js';
import { completeChallenge } from './complete-challenge.js';
import { inMemoryCheckout, type CheckoutState } from './in-memory-checkout.fixture.js';
import { placeOrder } from './place-order.js';
import { resendGiftCardEmail } from './resend-gift-card-email.js';

const ADDRESS = {
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

/** A basket of two 50.00 digital gift cards, bought by C1 (whose e-mail is the billing address's). */
function shop(currency = 'USD'): CheckoutState {
  return {
    variants: { GC50: { variantId: 'GC50', productId: 'GC1', listMinor: 5000, currentMinor: 5000, onlineStock: 999 } },
    baskets: {
      B1: {
        id: 'B1',
        consumerNo: 'C1',
        status: 'OPEN',
        currency,
        shippingAddress: null,
        billingAddress: ADDRESS,
        shippingMethodCode: 'digital',
        lines: [{ id: 'L1', variantId: 'GC50', qty: 2, isDigital: true }],
      },
    },
    instruments: {},
    giftCards: {},
    orders: {},
    payers: {},
    nextId: 0,
  };
}

async function payWithCard(checkout: ReturnType<typeof inMemoryCheckout>) {
  const token = checkout.gateway.issue('tok_card_0000000001', 'C1');
  (await addPaymentInstrument(checkout.deps, { basketId: 'B1', caller, who, instrument: { payment_method_id: 'CREDIT_CARD', token } }))._unsafeUnwrap();
  return token;
}

const giftEmails = (checkout: ReturnType<typeof inMemoryCheckout>) => (checkout.state().emails ?? []).filter((e) => e.template === 'gift-card');
const pinOf = (body: string) => (JSON.parse(body) as { pin: string }).pin;

describe('gift cards an order issues (in-memory ports)', () => {
  it('issues one card per unit when the order is placed, each e-mailed with its PIN; placing again issues nothing more', async () => {
    const checkout = inMemoryCheckout(shop('CAD'));
    await payWithCard(checkout);
    const placed = (await placeOrder(checkout.deps, { cartId: 'B1', caller, locale: 'fr-ca' }))._unsafeUnwrap();
    const cards = checkout.state().issuedGiftCards ?? [];
    expect(cards.map((c) => [c.unit, c.amountMinor, c.currency, c.emailLocale, c.orderNumber])).toEqual([
      [1, 5000, 'CAD', 'fr-CA', placed.order.orderNumber],
      [2, 5000, 'CAD', 'fr-CA', placed.order.orderNumber],
    ]);
    expect(new Set(cards.map((c) => c.number)).size).toBe(2);
    expect(cards.every((c) => /^7777[0-9]{12}$/.test(c.number) && /^[0-9]{4}$/.test(c.pin))).toBe(true);
    expect(giftEmails(checkout).map((e) => [e.to, e.subject, pinOf(e.body)])).toEqual(cards.map((c) => ['ada@example.com', 'gift-card (fr-CA)', c.pin]));
    expect(checkout.state().giftCards[cards[0]?.number ?? '']).toMatchObject({ balanceMinor: 5000, status: 'ACTIVE' });

    (await placeOrder(checkout.deps, { cartId: 'B1', caller, locale: 'fr-ca' }))._unsafeUnwrap();
    expect(checkout.state().issuedGiftCards).toHaveLength(2);
    expect(giftEmails(checkout)).toHaveLength(2);
  });

  it('issues nothing while the card waits for 3-D Secure, then issues once the challenge is passed', async () => {
    const checkout = inMemoryCheckout(shop());
    checkout.gateway.outcomes.set(await payWithCard(checkout), 'CHALLENGE');
    const pending = (await placeOrder(checkout.deps, { cartId: 'B1', caller }))._unsafeUnwrap();
    expect(pending.order.status).toBe('PENDING_PAYMENT');
    expect(checkout.state().issuedGiftCards ?? []).toEqual([]);
    expect((await resendGiftCardEmail(checkout.deps, { orderNumber: pending.order.orderNumber, caller }))._unsafeUnwrapErr().code).toBe('OHS4004');

    const input = { orderNumber: pending.order.orderNumber, caller, threeDS2Result: 'Y' };
    (await completeChallenge(checkout.deps, input))._unsafeUnwrap();
    (await completeChallenge(checkout.deps, input))._unsafeUnwrap();
    expect(checkout.state().issuedGiftCards).toHaveLength(2);
    expect(giftEmails(checkout)).toHaveLength(2);
  });

  it('resends to the owner only, with new PINs (the old ones stop working), the named card alone when one is named', async () => {
    const checkout = inMemoryCheckout(shop());
    await payWithCard(checkout);
    const { orderNumber } = (await placeOrder(checkout.deps, { cartId: 'B1', caller }))._unsafeUnwrap().order;
    const [first, second] = checkout.state().issuedGiftCards ?? [];
    if (first === undefined || second === undefined) throw new Error('two cards were issued');

    const someoneElse = await resendGiftCardEmail(checkout.deps, { orderNumber, caller: { consumerNo: 'C2', consumerType: 'GUEST' } });
    const missing = await resendGiftCardEmail(checkout.deps, { orderNumber: 'ST0000000000', caller });
    expect([someoneElse._unsafeUnwrapErr().code, missing._unsafeUnwrapErr().code]).toEqual(['OHS4004', 'OHS4004']);
    expect((await resendGiftCardEmail(checkout.deps, { orderNumber, caller, giftCardNumber: '7777000000000001' }))._unsafeUnwrapErr().code).toBe('GFO404');

    const resent = (await resendGiftCardEmail(checkout.deps, { orderNumber, caller, giftCardNumber: second.number }))._unsafeUnwrap();
    expect(resent.map((c) => c.number)).toEqual([second.number]);
    const last = giftEmails(checkout).at(-1);
    expect(last?.to).toBe('ada@example.com');
    expect(JSON.parse(last?.body ?? '{}')).toMatchObject({ giftCardNumber: second.number, resent: true, amount: { amount: 5000, currency: 'USD' } });
    const newPin = checkout.state().giftCards[second.number]?.pin;
    expect(newPin).toBe(pinOf(last?.body ?? '{}'));
    expect(checkout.state().giftCards[first.number]?.pin).toBe(first.pin);
    expect((await resendGiftCardEmail(checkout.deps, { orderNumber, caller }))._unsafeUnwrap()).toHaveLength(2);
    expect(giftEmails(checkout)).toHaveLength(5);
  });

  it('suspends the cards of a cancelled order (then nothing to resend), and refuses to cancel once a card was spent', async () => {
    const checkout = inMemoryCheckout(shop());
    await payWithCard(checkout);
    const { orderNumber } = (await placeOrder(checkout.deps, { cartId: 'B1', caller }))._unsafeUnwrap().order;
    const numbers = (checkout.state().issuedGiftCards ?? []).map((c) => c.number);
    const [spent] = numbers;
    const card = checkout.state().giftCards[spent ?? ''];
    if (card === undefined) throw new Error('a card was issued');
    card.redeemed = { ST9999999999: 100 };
    const refused = (await cancelOrder(checkout.deps, { orderNumber, caller }))._unsafeUnwrapErr();
    expect([refused.code, refused.message]).toEqual([
      'ORD_NOT_CANCELLABLE',
      'A gift card of this order has been used, so the order can no longer be refunded.',
    ]);
    expect(checkout.state().orders[orderNumber]?.status).toBe('PLACED');
    expect(numbers.map((n) => checkout.state().giftCards[n]?.status)).toEqual(['ACTIVE', 'ACTIVE']);

    // The refused cancellation rolled back to a copy of the state: the card is read again.
    const again = checkout.state().giftCards[spent ?? ''];
    if (again !== undefined) again.redeemed = {};
    expect((await cancelOrder(checkout.deps, { orderNumber, caller }))._unsafeUnwrap().status).toBe('CANCELLED');
    expect(numbers.map((n) => checkout.state().giftCards[n]?.status)).toEqual(['SUSPENDED', 'SUSPENDED']);
    expect((await resendGiftCardEmail(checkout.deps, { orderNumber, caller }))._unsafeUnwrapErr().code).toBe('GFC725');
  });
});
