import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { buyableDemoVariant } from '../../testing/demo-variants.js';
import { signIn } from '../../testing/tokens.js';
import { api, expectOk, GUEST_ADDRESS } from '../checkout/checkout-http.fixture.js';

// The loyalty members' free standard shipping (PROMO-LOYALTY-FREESHIP, customer group LOYALTY): a
// signed-in member's home delivery is free on the US and Canadian sites, a registered non-member
// pays for it, and the UK site (where the benefit is hidden, account-and-catalogue section 9) has no such promotion.
const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

const PASSWORD = 'Stride-demo-1';
const MEMBER = 'loyal@stride.example';
const NON_MEMBER = 'shopper@stride.example';
const PROMOTION = 'PROMO-LOYALTY-FREESHIP';
const shoe = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 5 && v.gbpMinor > 0);

const MONTREAL = {
  ...GUEST_ADDRESS,
  addressLine1: '1200, rue Peel',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H3B 1K9',
  countryCode: 'CA',
  phone: '5145550123',
};
const LONDON = {
  ...GUEST_ADDRESS,
  addressLine1: '10 Downing Street',
  city: 'London',
  province: undefined,
  postalCode: 'SW1A 2AA',
  countryCode: 'GB',
  phone: '020 7946 0123',
};

type Summary = { promotionId: string; level: string; applied: boolean; discount: number };
type Cart = { currency: string; totals: { shipping: number }; promoSummary: Summary[] };

/** A signed-in shopper's basket on a site: one shoe, shipped home by standard delivery. Answers the cart and the standard method's price. */
async function standardDelivery(email: string, locale: string, address: Record<string, unknown>): Promise<{ cart: Cart; price: number }> {
  const token = (await signIn(store.url, email, PASSWORD)).accessToken;
  const q = `locale=${locale}`;
  const basketId = expectOk(await api(store.url, 'POST', `/cart/v1/cart?${q}`, token, {}), 'cart').body.basketId as string;
  expectOk(
    await api(store.url, 'POST', `/cart/v1/item?${q}`, token, { items: [{ cartId: basketId, productId: shoe.productId, upc: shoe.upc, qty: 1 }] }),
    'add',
  );
  expectOk(await api(store.url, 'POST', `/cart/v2/cart/${basketId}/shippingAddress?${q}`, token, address), 'address');
  const methods = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}/shippingMethod/me?${q}`, token), 'methods').body;
  const standard = (methods.applicableShippingMethods as { code: string; price: { amount: number } }[]).find((m) => m.code === 'standard');
  expect(standard?.price.amount).toBeGreaterThan(0);
  const set = expectOk(await api(store.url, 'POST', `/cart/v1/shippingMethod?${q}`, token, { cartId: basketId, shippingId: 'me', code: 'standard' }), 'method');
  return { cart: set.body as Cart, price: standard?.price.amount ?? 0 };
}

const memberPromotion = (cart: Cart) => cart.promoSummary.find((p) => p.promotionId === PROMOTION);

describe('free standard shipping for loyalty members', () => {
  it('ships a member’s US basket free, the promotion applied at SHIPPING level for the whole price', async () => {
    const { cart, price } = await standardDelivery(MEMBER, 'en-US', GUEST_ADDRESS);
    expect(cart.currency).toBe('USD');
    expect(cart.totals.shipping).toBe(0);
    expect(memberPromotion(cart)).toMatchObject({ level: 'SHIPPING', applied: true, discount: price });
  });

  it('ships a member’s Canadian basket free, in CAD', async () => {
    const { cart } = await standardDelivery(MEMBER, 'fr-CA', MONTREAL);
    expect(cart.currency).toBe('CAD');
    expect(cart.totals.shipping).toBe(0);
    expect(memberPromotion(cart)?.applied).toBe(true);
  });

  it('charges a registered non-member for standard delivery on the US and Canadian sites', async () => {
    for (const [locale, address] of [
      ['en-US', GUEST_ADDRESS],
      ['en-CA', MONTREAL],
    ] as const) {
      const { cart, price } = await standardDelivery(NON_MEMBER, locale, address);
      expect(cart.totals.shipping, locale).toBe(price);
      expect(memberPromotion(cart), locale).toBeUndefined();
    }
  });

  it('gives a member no such benefit on the UK site: standard delivery is charged in GBP', async () => {
    const { cart, price } = await standardDelivery(MEMBER, 'en-GB', LONDON);
    expect(cart.currency).toBe('GBP');
    expect(cart.totals.shipping).toBe(price);
    expect(memberPromotion(cart)).toBeUndefined();
  });
});

describe('the benefit on the product page', () => {
  // What the shopper reads: the markup without scripts (the page state carries the whole message catalogue) and preload links.
  const page = async (path: string) =>
    (await (await fetch(`${store.url}${path}`)).text()).replace(/<script[\s\S]*?<\/script>/g, '').replace(/<link[^>]*>/g, '');

  it('is promised on /en-us and /fr-ca, and not on /en-gb', async () => {
    expect(await page('/en-us/p/stride-pace-runner-3-SR0045600')).toContain(
      '<p class="loyalty-benefit pdp__benefit" data-testid="loyalty-shipping-benefit">Stride Rewards members get free standard shipping on every order.</p>',
    );
    expect(await page('/fr-ca/p/stride-pace-runner-3-SR0045600')).toContain('Les membres Stride Récompenses profitent de la livraison standard gratuite');
    const uk = await page('/en-gb/p/stride-pace-runner-3-SR0045600');
    expect(uk).toContain('£105.00');
    expect(uk).not.toContain('data-testid="loyalty-shipping-benefit"');
    expect(uk).not.toContain('free standard shipping');
  });
});
