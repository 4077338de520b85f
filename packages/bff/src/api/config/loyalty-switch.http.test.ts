import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { signIn } from '../../testing/tokens.js';
import { api, errorId, expectOk, payWithCard, placeOrder, readyBasket, shoePicker } from '../checkout/checkout-http.fixture.js';

// Account section 6, "Loyalty features are toggled by configuration", and commerce section 2's simplified enrollment
// setting: a store started with the programme off and the simplified sign-in on. The defaults (programme on, the
// classic sign-in) are what every other HTTP test runs on.
const store = useTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_LOYALTY: 'false', STRIDE_SIMPLIFIED_ENROLLMENT: 'true' });
const nextShoe = shoePicker();
const VOUCHER = 'LV-1000000002-01';

describe('the storefront with the loyalty programme off and the simplified sign-in on', () => {
  it('tells every page both switches through the catalog answer', async () => {
    const catalog = expectOk(await api(store.url, 'GET', '/products/v2/catalog?locale=en-US'), 'catalog');
    expect(catalog.body.features).toMatchObject({ loyalty: false, simplifiedEnrollment: true, favorites: true });
  });

  it('answers every call of the programme as an unknown route, even to a member, and writes nothing', async () => {
    const loyal = await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD);
    const basketId = await readyBasket(store.url, loyal.accessToken, nextShoe());
    const unknown = await api(store.url, 'GET', '/consumers-v3/consumer/no-such-call', loyal.accessToken);
    expect(unknown.status).toBe(404);
    for (const [method, path, body] of [
      ['POST', '/consumers-v3/consumer/loyalty/enrollment', {}],
      ['POST', '/consumers-v3/consumer/loyalty/confirm', { token: 'a'.repeat(43) }],
      ['POST', '/consumers-v3/consumer/loyalty/token', {}],
      ['GET', '/consumers-v3/consumer/loyalty/promo/welcome', undefined],
      ['GET', '/consumers-v3/consumer/loyalty/vouchers', undefined],
      ['PUT', `/cart/v1/cart/${basketId}/reward`, { appliedLoyaltyVoucher: VOUCHER }],
    ] as const) {
      const answer = await api(store.url, method, path, loyal.accessToken, body);
      expect({ path, status: answer.status, id: errorId(answer) }).toEqual({ path, status: unknown.status, id: errorId(unknown) });
    }
    const cart = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, loyal.accessToken), 'cart');
    expect(cart.body.payment_instruments).toEqual([]);
  });

  it('offers a member with 2,450 points neither points nor vouchers, and refuses both as unknown methods (PYT404)', async () => {
    const loyal = await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD);
    const basketId = await readyBasket(store.url, loyal.accessToken, nextShoe());
    const methods = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}/paymentMethods`, loyal.accessToken), 'methods');
    expect((methods.body.applicablePaymentMethods as { id: string }[]).map((m) => m.id).sort()).toEqual(['CREDIT_CARD', 'GIFT_CARD', 'PAY_LATER']);
    for (const instrument of [{ payment_method_id: 'LOYALTY_POINTS' }, { payment_method_id: 'REWARD_CODE', voucherId: VOUCHER }]) {
      const refused = await api(store.url, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, loyal.accessToken, instrument);
      expect({ method: instrument.payment_method_id, id: errorId(refused) }).toEqual({ method: instrument.payment_method_id, id: 'PYT404' });
    }
    const cart = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, loyal.accessToken), 'cart');
    expect(cart.body.payment_instruments).toEqual([]);
    const saved = expectOk(await api(store.url, 'GET', '/consumers-v3/consumer/payment_instruments', loyal.accessToken), 'saved');
    expect((saved.body.payment_instruments as { payment_method_id: string }[]).filter((i) => i.payment_method_id === 'REWARD_CODE')).toEqual([]);
  });

  it('signs up a shopper who ticked joining as a non-member, with no confirmation e-mail', async () => {
    const email = `loyalty.off.${Date.now()}@example.com`;
    const created = await api(store.url, 'POST', '/consumers-v3/auth/signup', undefined, {
      firstName: 'Robin',
      lastName: 'Hale',
      email,
      password: 'Good-pass-1',
      subscriptions: { loyaltyConsent: true, loyaltyEnrollment: 'Full' },
    });
    expect(created.status).toBe(201);
    const { accessToken } = await signIn(store.url, email, 'Good-pass-1');
    const profile = expectOk(await api(store.url, 'GET', '/consumers-v3/consumer?includeLoyaltySummary=true', accessToken), 'profile');
    expect(profile.body.consumerProfile).toMatchObject({ isLoyaltyMember: false });
    const mails = await store.started
      .sqlClient()
      .query('SELECT 1 FROM outbound_emails WHERE to_address = $1 AND template = $2', [email, 'loyalty-confirmation']);
    expect(mails).toEqual([]);
  });

  it("prices a member's basket and order without the members' promotions: shipping paid, the welcome code unknown", async () => {
    const loyal = await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD);
    const basketId = await readyBasket(store.url, loyal.accessToken, nextShoe());
    const cart = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, loyal.accessToken), 'cart').body;
    expect((cart.promoSummary as { promotionId: string }[]).map((p) => p.promotionId)).not.toContain('PROMO-LOYALTY-FREESHIP');
    expect((cart.totals as { shipping: number }).shipping).toBeGreaterThan(0);
    // The member's own welcome code (15% off, unused in the demo data) answers as a code nobody issued.
    const welcome = await api(store.url, 'PUT', '/cart/v1/coupon', loyal.accessToken, { cartId: basketId, code: 'WELCOME-DE40000002' });
    const unknown = await api(store.url, 'PUT', '/cart/v1/coupon', loyal.accessToken, { cartId: basketId, code: 'WELCOME-0000000000' });
    expect([welcome.status, errorId(welcome)]).toEqual([unknown.status, errorId(unknown)]);
    await payWithCard(store.url, loyal.accessToken, basketId, '4111111111111111');
    const placed = expectOk(await placeOrder(store.url, loyal.accessToken, basketId), 'place').body;
    expect(placed.status).toBe('PLACED');
    expect(JSON.stringify(placed)).not.toContain('PROMO-LOYALTY-FREESHIP');
    const [order] = await store.started
      .sqlClient()
      .query<{ shipping: number; promotions: string }>(
        'SELECT shipping_minor AS shipping, promo_summary::text AS promotions FROM orders WHERE order_number = $1',
        [placed.orderNumber],
      );
    expect(order?.shipping).toBeGreaterThan(0);
    expect(order?.promotions).not.toContain('PROMO-LOYALTY-FREESHIP');
  });
});
