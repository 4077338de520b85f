import { DEMO_PASSWORD, DEMO_WELCOME_PROMO_CODE, DemoEmail } from '@stride/adapters-storage';
import { welcomePromoAnswerSchema } from '@stride/application/storefront';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { buyableDemoVariants, type DemoVariant } from '../../testing/demo-variants.js';
import { guestToken, signIn } from '../../testing/tokens.js';
import { api, errorId, expectOk, payWithCard, placeOrder, readyBasket, type Call } from '../checkout/checkout-http.fixture.js';
import { post } from './identity-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

const WELCOME_PATH = '/consumers-v3/consumer/loyalty/promo/welcome';
const PASSWORD = 'Good-pass-1';
const DAY_MS = 24 * 60 * 60 * 1000;
let serial = 0;

// Shoes from $60 to $99.99: below the gift with purchase and the $20 off $150, so 15% is the only order discount.
const shoes = buyableDemoVariants((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 3 && v.usdMinor >= 6000 && v.usdMinor < 10_000);
const nextShoe = (): DemoVariant => {
  const shoe = shoes[serial % shoes.length];
  if (shoe === undefined) throw new Error('the demo data has no shoe from $60 to $99.99');
  return shoe;
};
const halfUp = (minor: number, percent: number) => Math.floor((minor * percent + 50) / 100);

/** The double opt-in links mailed to an address, oldest first, as a mail server would read them. */
async function confirmationTokens(email: string): Promise<string[]> {
  const rows = await store.started
    .sqlClient()
    .query<{ body: string }>(`SELECT body FROM outbound_emails WHERE to_address = $1 AND template = 'loyalty-confirmation' ORDER BY id`, [email]);
  return rows.map((row) => /\/loyalty\/confirm\?token=([A-Za-z0-9_-]+)/.exec(row.body)?.[1] ?? '');
}

/** A shopper who signed up with loyalty consent; confirmed (the membership effective) unless told. */
async function newMember(confirm = true) {
  serial += 1;
  const email = `welcome.member.${serial}@example.com`;
  const subscriptions = { loyaltyConsent: true, loyaltyEnrollment: 'Full' };
  expect((await post(store.url, '/consumers-v3/auth/signup', { firstName: 'Noor', lastName: 'Vale', email, password: PASSWORD, subscriptions })).status).toBe(
    201,
  );
  if (confirm) {
    const [token] = await confirmationTokens(email);
    expect((await post(store.url, '/consumers-v3/consumer/loyalty/confirm', { token })).status).toBe(200);
  }
  const grant = await signIn(store.url, email, PASSWORD);
  return { email, token: grant.accessToken, consumerNo: grant.consumerNo };
}

const welcomeOf = async (token: string) => welcomePromoAnswerSchema.parse(expectOk(await api(store.url, 'GET', WELCOME_PATH, token), 'welcome promo').body);
const codeOf = async (token: string) => {
  const promo = (await welcomeOf(token)).welcomePromo;
  if (promo === null) throw new Error('the member has no welcome promo');
  return promo.code;
};
const applyCoupon = (token: string, basketId: string, code: string) => api(store.url, 'PUT', '/cart/v1/coupon', token, { cartId: basketId, code });
/** What a refused call says, the correlation id aside. */
const refusal = (call: Call) => ({ status: call.status, errorDetails: call.body.errorDetails as unknown });

describe('the loyalty welcome promo', () => {
  it('is issued once when the membership becomes effective: 15% off one order for 30 days, answered no-store', async () => {
    serial += 1;
    const email = `welcome.member.${serial}@example.com`;
    await post(store.url, '/consumers-v3/auth/signup', {
      firstName: 'Ines',
      lastName: 'Roy',
      email,
      password: PASSWORD,
      subscriptions: { loyaltyConsent: true, loyaltyEnrollment: 'Full' },
    });
    const { accessToken, consumerNo } = await signIn(store.url, email, PASSWORD);
    // Pending its double opt-in the membership is not effective: no promo yet (REW135), and a second link is sent.
    const pending = await api(store.url, 'GET', WELCOME_PATH, accessToken);
    expect([pending.status, errorId(pending)]).toEqual([403, 'REW135']);
    expect((await post(store.url, '/consumers-v3/consumer/loyalty/enrollment', {}, { authorization: `Bearer ${accessToken}` })).status).toBe(200);
    const links = await confirmationTokens(email);
    expect(links).toHaveLength(2);

    const confirmedAt = Date.now();
    expect((await post(store.url, '/consumers-v3/consumer/loyalty/confirm', { token: links[0] })).status).toBe(200);
    const res = await fetch(new URL(WELCOME_PATH, store.url), { headers: { authorization: `Bearer ${accessToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = welcomePromoAnswerSchema.parse(await res.json());
    expect(answer).toEqual({
      memberId: expect.stringMatching(/^LM/),
      welcomePromo: {
        code: expect.stringMatching(/^WELCOME-[0-9A-F]{10}$/),
        promotionName: 'Stride Rewards welcome offer',
        level: 'ORDER',
        percentOff: 15,
        issuedAt: expect.any(String),
        expiresAt: expect.any(String),
        redeemed: false,
        redeemedAt: null,
        status: 'AVAILABLE',
      },
    });
    const promo = answer.welcomePromo;
    expect(Date.parse(promo?.issuedAt ?? '')).toBeGreaterThanOrEqual(confirmedAt - 1000);
    expect(Date.parse(promo?.expiresAt ?? '') - Date.parse(promo?.issuedAt ?? '')).toBe(30 * DAY_MS);

    // The second link confirms nothing new and issues nothing: the same one promo.
    expect((await post(store.url, '/consumers-v3/consumer/loyalty/confirm', { token: links[1] })).status).toBe(200);
    expect(await welcomeOf(accessToken)).toEqual(answer);
    const [held] = await store.started.sqlClient().query<{ n: number }>('SELECT count(*)::int AS n FROM promotions WHERE consumer_no = $1', [consumerNo]);
    expect(held?.n).toBe(1);
  });

  it("takes 15% off the member's order, is redeemed by it, and is refused afterwards as a used code (PRM150)", async () => {
    const member = await newMember();
    const code = await codeOf(member.token);
    const shoe = nextShoe();
    const basketId = await readyBasket(store.url, member.token, shoe);
    const before = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, member.token), 'cart').body;
    const applied = expectOk(await applyCoupon(member.token, basketId, code.toLowerCase()), 'apply');
    const discount = halfUp(shoe.usdMinor, 15);
    expect(applied.body.couponItems).toEqual([{ code, applied: true, promotionId: `PROMO-${code}` }]);
    expect(applied.body.orderPromotions).toEqual([{ promotionId: `PROMO-${code}`, couponCode: code, price: discount / 100 }]);
    expect(applied.body.promoSummary).toContainEqual(
      expect.objectContaining({ promotionName: 'Stride Rewards welcome offer', couponCode: code, applied: true }),
    );
    expect(applied.body.totals.netAmount).toBe((shoe.usdMinor - discount) / 100);
    expect(applied.body.totals.total).toBeLessThan(before.totals.total);

    await payWithCard(store.url, member.token, basketId, '4111111111111111');
    const placed = expectOk(await placeOrder(store.url, member.token, basketId), 'place order');
    expect(placed.body.totals.totalDiscount).toBeGreaterThanOrEqual(discount / 100);
    expect((await welcomeOf(member.token)).welcomePromo).toMatchObject({ code, redeemed: true, redeemedAt: expect.any(String), status: 'REDEEMED' });

    const next = await readyBasket(store.url, member.token, nextShoe());
    const again = await applyCoupon(member.token, next, code);
    expect([again.status, errorId(again)]).toEqual([409, 'PRM150']);
    expect(expectOk(await api(store.url, 'GET', `/cart/v1/cart/${next}`, member.token), 'cart after').body.couponItems).toEqual([]);
  });

  it("answers another consumer's, another member's and a guest's attempt exactly like an unknown code, and changes no cart", async () => {
    const member = await newMember();
    const code = await codeOf(member.token);
    const shopper = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const otherMember = await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD);
    const guest = await guestToken(store.url);
    for (const stranger of [shopper.accessToken, otherMember.accessToken, guest.accessToken]) {
      const basketId = await readyBasket(store.url, stranger, nextShoe());
      const cart = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, stranger), 'cart').body;
      const tried = await applyCoupon(stranger, basketId, code);
      const unknown = await applyCoupon(stranger, basketId, 'WELCOME-0000000000');
      expect(refusal(tried)).toEqual(refusal(unknown));
      expect([tried.status, errorId(tried)]).toEqual([400, 'PRM130']);
      expect(expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, stranger), 'cart after').body).toEqual(cart);
    }
    // Nothing public names it: a stranger's cart with a public code lists no personal promotion.
    const basketId = await readyBasket(store.url, shopper.accessToken, nextShoe());
    const withPublic = expectOk(await applyCoupon(shopper.accessToken, basketId, 'WELCOME10'), 'public code').body;
    expect(JSON.stringify(withPublic)).not.toContain(code);
    expect(JSON.stringify(withPublic)).not.toContain('PROMO-WELCOME-');
    // The owner can still use it: the strangers' attempts counted nothing.
    expect((await welcomeOf(member.token)).welcomePromo?.status).toBe('AVAILABLE');
  });

  it('is refused once expired as the engine refuses expired codes (PRM155), and stops discounting a cart that holds it', async () => {
    const member = await newMember();
    const code = await codeOf(member.token);
    // On the French Canadian site (a CAD basket): the offer runs in every currency and is named in French.
    const shoe = nextShoe();
    const basketId = expectOk(await api(store.url, 'POST', '/cart/v1/cart?locale=fr-CA', member.token, {}), 'fr-CA cart').body.basketId as string;
    const line = { cartId: basketId, productId: shoe.productId, upc: shoe.upc, qty: 1 };
    expectOk(await api(store.url, 'POST', '/cart/v1/item?locale=fr-CA', member.token, { items: [line] }), 'add');
    const applied = expectOk(await api(store.url, 'PUT', '/cart/v1/coupon?locale=fr-CA', member.token, { cartId: basketId, code }), 'apply').body;
    expect(applied.currency).toBe('CAD');
    expect(applied.orderPromotions).toHaveLength(1);
    expect(applied.promoSummary).toContainEqual(
      expect.objectContaining({ promotionName: 'Offre de bienvenue Stride Récompenses', couponCode: code, applied: true }),
    );
    await store.started
      .sqlClient()
      .query(`UPDATE promotions SET starts_at = now() - interval '31 days', ends_at = now() - interval '1 day' WHERE consumer_no = $1`, [member.consumerNo]);

    expect(expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}?locale=fr-CA`, member.token), 'cart').body.orderPromotions).toEqual([]);
    const next = await readyBasket(store.url, member.token, nextShoe());
    const refused = await applyCoupon(member.token, next, code);
    expect([refused.status, errorId(refused)]).toEqual([409, 'PRM155']);
    expect((await welcomeOf(member.token)).welcomePromo).toMatchObject({ code, redeemed: false, status: 'EXPIRED' });
  });

  it('answers REW130 to a non-member, REW401 to a guest, REW135 before the double opt-in, AUT432 without a token', async () => {
    const shopper = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const guest = await guestToken(store.url);
    const pending = await newMember(false);
    const answers = await Promise.all(
      [shopper.accessToken, guest.accessToken, pending.token, undefined].map((token) => api(store.url, 'GET', WELCOME_PATH, token)),
    );
    expect(answers.map((call) => [call.status, errorId(call)])).toEqual([
      [403, 'REW130'],
      [401, 'REW401'],
      [403, 'REW135'],
      [401, 'AUT432'],
    ]);
  });

  it("shows the demo loyalty member's unredeemed welcome promo", async () => {
    const member = await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD);
    expect(await welcomeOf(member.accessToken)).toMatchObject({
      memberId: 'LM40000002',
      welcomePromo: { code: DEMO_WELCOME_PROMO_CODE, percentOff: 15, redeemed: false, status: 'AVAILABLE' },
    });
  });
});
