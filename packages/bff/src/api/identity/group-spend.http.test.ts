import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { consumerProfileAnswerSchema, type ConsumerProfileView } from '@stride/application/storefront';
import { describe, expect, it } from 'vitest';
import { demoData } from '../../testing/demo-variants.js';
import { useTestServer } from '../../testing/started-server.js';
import { signIn } from '../../testing/tokens.js';
import { api, expectOk, payWithCard, placeOrder, readyBasket, shoePicker } from '../checkout/checkout-http.fixture.js';

// The spend banners' figures follow the orders (account sections 1, 3 and 6: an annual spend against a cap or a
// credit): placing an order adds its merchandise after discounts to the employee's or the prosumer's current spend,
// a gift card in it adds nothing, and cancelling the order takes the amount back.
const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });
const nextShoe = shoePicker();

async function profileOf(token: string): Promise<ConsumerProfileView> {
  const res = await fetch(new URL('/consumers-v3/consumer', store.url), { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return consumerProfileAnswerSchema.parse(await res.json()).consumerProfile;
}

/** Places an order of a shoe and a 50.00 digital gift card with a card; answers the order. */
async function buyShoeAndGiftCard(token: string) {
  const basketId = await readyBasket(store.url, token, nextShoe());
  const giftCard = demoData().variants.find((v) => v.productId === 'GC1689901' && v.sizeLabel === '50');
  expectOk(await api(store.url, 'POST', '/cart/v1/item', token, { items: [{ cartId: basketId, productId: giftCard?.productId, upc: giftCard?.upc }] }), 'card');
  await payWithCard(store.url, token, basketId, '4111111111111111');
  const placed = expectOk(await placeOrder(store.url, token, basketId), 'place');
  expect(placed.body.status).toBe('PLACED');
  return placed.body as { orderNumber: string; totals: { netAmount: number } };
}

const cents = (amount: number) => Math.round(amount * 100);

describe('placed orders add to the group spend the banners show', () => {
  it("an employee's order adds its merchandise after discounts (not the gift card) to the spend against the cap; a cancel takes it back", async () => {
    const { accessToken } = await signIn(store.url, DemoEmail.employee, DEMO_PASSWORD);
    const before = (await profileOf(accessToken)).consumerDetails.employee;
    expect(before).toMatchObject({ currentSpend: 320, annualCap: 1500 });
    const order = await buyShoeAndGiftCard(accessToken);
    const merchandise = cents(order.totals.netAmount) - 5000;
    expect(merchandise).toBeGreaterThan(0);
    const after = (await profileOf(accessToken)).consumerDetails.employee;
    expect(cents(after?.currentSpend ?? 0)).toBe(32_000 + merchandise);
    expect(after?.annualCap).toBe(1500);

    expectOk(await api(store.url, 'POST', '/consumers-v3/consumer/CancelOrder', accessToken, { orderNumber: order.orderNumber }), 'cancel');
    expect((await profileOf(accessToken)).consumerDetails.employee).toMatchObject({ currentSpend: 320, annualCap: 1500 });
    // Cancelled once, taken back once.
    await api(store.url, 'POST', '/consumers-v3/consumer/CancelOrder', accessToken, { orderNumber: order.orderNumber });
    expect((await profileOf(accessToken)).consumerDetails.employee?.currentSpend).toBe(320);
  });

  it("an IPA member's order adds to the prosumer spend against the credit; a shopper in no group has no figure to change", async () => {
    const ipa = await signIn(store.url, DemoEmail.ipa, DEMO_PASSWORD);
    const before = (await profileOf(ipa.accessToken)).consumerDetails.prosumer;
    expect(before).toMatchObject({ currentSpend: 275.5, annualCredit: 1000 });
    const order = await buyShoeAndGiftCard(ipa.accessToken);
    const after = (await profileOf(ipa.accessToken)).consumerDetails.prosumer;
    expect(cents(after?.currentSpend ?? 0)).toBe(27_550 + cents(order.totals.netAmount) - 5000);

    const shopper = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    await buyShoeAndGiftCard(shopper.accessToken);
    const plain = (await profileOf(shopper.accessToken)).consumerDetails;
    expect([plain.employee, plain.prosumer, plain.athlete]).toEqual([undefined, undefined, undefined]);
  });
});
