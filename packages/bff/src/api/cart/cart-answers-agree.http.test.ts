import { describe, expect, it } from 'vitest';
import { buyableDemoVariants } from '../../testing/demo-variants.js';
import { useTestServer } from '../../testing/started-server.js';
import { agentLogin, guestToken, signIn } from '../../testing/tokens.js';
import { api, card, GUEST_ADDRESS, type Call } from '../checkout/checkout-http.fixture.js';

// Every call that changes a cart answers the cart; that answer must be what GET cart says right
// after, field by field, whichever slice (cart, delivery, payments, lists) served the call.

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

// Two shoes that WELCOME10 (order level) discounts and the GWP threshold leaves alone at one unit each.
const [shoe, other, third] = buyableDemoVariants((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 5 && v.usdMinor >= 6000 && v.usdMinor <= 9000);
if (shoe === undefined || other === undefined || third === undefined) throw new Error('the demo catalogue has too few shoes for this test');

/** Checks a successful call answered exactly the cart that GET cart answers next (the owner asking). */
async function expectAnswerIsTheCart(step: string, answer: Call, owner: string, basketId: string, extraFields: readonly string[] = []): Promise<void> {
  expect(answer.status, `${step}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  const cart = await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, owner);
  expect(cart.status).toBe(200);
  const body = Object.fromEntries(Object.entries(answer.body).filter(([key]) => !extraFields.includes(key)));
  for (const key of new Set([...Object.keys(cart.body), ...Object.keys(body)])) {
    expect(body[key], `${step} answered another ${key} than GET cart`).toEqual(cart.body[key]);
  }
}

const line = (basketId: string, variant: { productId: string; upc: string }, qty = 1) => ({
  items: [{ cartId: basketId, productId: variant.productId, upc: variant.upc, qty }],
});

describe('the answer of every cart-changing call is the cart GET answers afterwards', () => {
  it('for a loyalty member: items, quantity, coupon, addresses, method, fingerprint, gift card, points, reward, card, adjustments, save for later', async () => {
    const owner = (await signIn(store.url, 'loyal@stride.example', 'Stride-demo-1')).accessToken;
    const created = await api(store.url, 'POST', '/cart/v1/cart', owner, {});
    const basketId = created.body.basketId as string;
    const same = (step: string, answer: Call, extra: readonly string[] = []) => expectAnswerIsTheCart(step, answer, owner, basketId, extra);
    await same('create cart', created);

    await same('add item', await api(store.url, 'POST', '/cart/v1/item', owner, line(basketId, shoe)));
    const added = await api(store.url, 'POST', '/cart/v1/item', owner, line(basketId, other));
    await same('add a second item', added);
    const [first, second] = added.body.items as { id: string }[];
    await same('change quantity', await api(store.url, 'PUT', `/cart/v1/cart/${basketId}/item`, owner, { itemId: first?.id, qty: 2 }));
    await same('remove item', await api(store.url, 'DELETE', '/cart/v1/item', owner, { cartId: basketId, itemId: second?.id }));
    await same('apply coupon', await api(store.url, 'PUT', '/cart/v1/coupon', owner, { cartId: basketId, code: 'WELCOME10' }));
    await same('shipping address', await api(store.url, 'POST', `/cart/v2/cart/${basketId}/shippingAddress`, owner, GUEST_ADDRESS));
    await same('shipping method', await api(store.url, 'POST', '/cart/v1/shippingMethod', owner, { cartId: basketId, shippingId: 'me', code: 'standard' }));
    await same('billing address', await api(store.url, 'POST', `/cart/v1/cart/${basketId}/billingAddress`, owner, GUEST_ADDRESS));
    await same('device fingerprint', await api(store.url, 'POST', '/cart/v1/deviceFingerPrint', owner, { cartId: basketId, deviceFingerPrint: 'fp-1' }));

    const instruments = `/cart/v1/cart/${basketId}/paymentInstruments`;
    const gift = await api(store.url, 'POST', instruments, owner, { payment_method_id: 'GIFT_CARD', giftCardNumber: '7777000000000001', pin: '1234' });
    await same('add gift card', gift);
    const points = await api(store.url, 'POST', instruments, owner, { payment_method_id: 'LOYALTY_POINTS' });
    await same('add loyalty points', points);
    const vouchers = await api(store.url, 'GET', '/consumers-v3/consumer/loyalty/vouchers', owner);
    const voucher = (vouchers.body.applicableLoyaltyVouchers as { id: string; available: boolean }[]).find((v) => v.available);
    const reward = await api(store.url, 'PUT', `/cart/v1/cart/${basketId}/reward`, owner, { appliedLoyaltyVoucher: voucher?.id });
    await same('apply reward', reward);
    expect(reward.body.totals.appliedRewards).toBeGreaterThan(points.body.totals.appliedRewards);
    const token = (await api(store.url, 'POST', '/psp/v1/tokens', owner, card('4111111111111111'))).body.token as string;
    await same('add card', await api(store.url, 'POST', instruments, owner, { payment_method_id: 'CREDIT_CARD', token }));

    const prepared = await api(store.url, 'POST', '/cart/v1/cart/prepareOrder', owner, { basketId });
    const cart = (await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, owner)).body;
    expect(prepared.body).toEqual({
      basketId,
      currency: cart.currency,
      totalItems: cart.totalItems,
      totals: cart.totals,
      payment_instruments: cart.payment_instruments,
    });
    expect((await api(store.url, 'GET', `/cart/v1/cart/${basketId}/paymentMethods`, owner)).body.payment_instruments).toEqual(cart.payment_instruments);

    const giftId = (gift.body.payment_instruments as { payment_method_id: string; payment_instrument_id: string }[]).find(
      (i) => i.payment_method_id === 'GIFT_CARD',
    )?.payment_instrument_id;
    await same('remove gift card', await api(store.url, 'DELETE', instruments, owner, { payment_instrument_id: giftId }));
    await same('remove coupon', await api(store.url, 'DELETE', '/cart/v1/coupon', owner, { cartId: basketId, code: 'WELCOME10' }));

    const agent = (await agentLogin(store.url, 'associate@stride.example', 'Stride-demo-1')).accessToken;
    const adjustments = `/cart/v1/cart/${basketId}/price_adjustments`;
    const adjusted = await api(store.url, 'POST', adjustments, agent, { amount: 2, reason: 'late delivery' });
    await same('add price adjustment', adjusted);
    const adjustmentId = adjusted.body.priceAdjustments[0]?.adjustmentId as string;
    await same('change price adjustment', await api(store.url, 'PATCH', `${adjustments}/${adjustmentId}`, agent, { amount: 3 }));
    await same('remove price adjustment', await api(store.url, 'DELETE', `${adjustments}/${adjustmentId}`, agent));

    const again = await api(store.url, 'POST', '/cart/v1/item', owner, line(basketId, third));
    const thirdId = (again.body.items as { id: string; productId: string }[]).find((item) => item.productId === third.productId)?.id;
    // The move answers the cart and the saved-for-later list beside it.
    await same('save for later', await api(store.url, 'POST', `/cart/v2/cart/${basketId}/saveForLater`, owner, { itemId: thirdId }), ['saveForLater']);
    await same('remove shipping address', await api(store.url, 'DELETE', `/cart/v2/cart/${basketId}/shippingAddress`, owner));
    await same('remove billing address', await api(store.url, 'DELETE', `/cart/v1/cart/${basketId}/billingAddress`, owner));
  });

  it('for an athlete: athlete credit answers payableAmount and remainingAmount in major units, as GET cart does', async () => {
    const owner = (await signIn(store.url, 'athlete@stride.example', 'Stride-demo-1')).accessToken;
    const basketId = (await api(store.url, 'POST', '/cart/v1/cartWithItem', owner, { items: [{ productId: shoe.productId, upc: shoe.upc, qty: 1 }] })).body
      .basketId as string;
    const paid = await api(store.url, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, owner, { payment_method_id: 'ATHLETES_PAYMENT' });
    await expectAnswerIsTheCart('athlete credit', paid, owner, basketId);
    const athlete = (paid.body.payment_instruments as { payment_method_id: string; amount: number; additionalData: Record<string, unknown> }[]).find(
      (i) => i.payment_method_id === 'ATHLETES_PAYMENT',
    );
    expect(athlete?.additionalData).toMatchObject({ payableAmount: athlete?.amount, remainingAmount: 0 });
    expect(athlete?.additionalData).not.toHaveProperty('payableMinor');
  });

  it('for a guest creating a cart with its item', async () => {
    const owner = (await guestToken(store.url)).accessToken;
    const created = await api(store.url, 'POST', '/cart/v1/cartWithItem', owner, { items: [{ productId: other.productId, upc: other.upc, qty: 2 }] });
    await expectAnswerIsTheCart('cart with item', created, owner, created.body.basketId as string);
  });
});
