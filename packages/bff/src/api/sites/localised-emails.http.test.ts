import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';
import { api, card, expectOk, shoePicker } from '../checkout/checkout-http.fixture.js';
import { buyableDemoVariant, demoData, type DemoVariant } from '../../testing/demo-variants.js';
import { demoTranslationsFrCa } from '@stride/adapters-storage';

// The outbox's e-mails are worded in the locale of the site the shopper used: an order placed on
// /fr-ca is confirmed in French with fr-CA amounts and dates, one on /en-gb in pounds with DD/MM/YYYY.
let started: StartedServer;
let url: string;
const nextShoe = shoePicker();

/** A shoe in a half size (9.5 and the like). */
const halfSizes = new Set(
  demoData()
    .variants.filter((v) => /^\d+\.5$/.test(v.sizeLabel))
    .map((v) => v.id),
);
const halfSizeShoe = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 3 && halfSizes.has(v.variantId));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How the fr-CA glossary and number format say a variant's product, colour and size. */
function frenchLine(variantId: string): { name: string; colour: string; size: string } {
  const data = demoData();
  const variant = data.variants.find((v) => v.id === variantId);
  const product = data.products.find((p) => p.id === variant?.productId);
  const colour = data.colourVariants.find((c) => c.id === variant?.colourVariantId);
  const french = new Map(demoTranslationsFrCa().map((t) => [t.sourceText, t.text]));
  const say = (text: string) => french.get(text) ?? text;
  return { name: say(product?.name ?? ''), colour: say(colour?.colourName ?? ''), size: (variant?.sizeLabel ?? '').replace('.', ',') };
}

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
}, 120_000);
afterAll(async () => started?.server.close());

const MONTREAL = {
  firstName: 'Gabrielle',
  lastName: 'Roy',
  addressLine1: '1200, rue Peel',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H3B 1K9',
  countryCode: 'CA',
  email: 'gabrielle.roy@example.com',
  phone: '5145550123',
};
const LONDON = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '10 Downing Street',
  city: 'London',
  postalCode: 'SW1A 2AA',
  countryCode: 'GB',
  email: 'ada.london@example.com',
  phone: '020 7946 0123',
};

/** A guest buys one shoe on a site, every call carrying the site's locale; answers the order number. */
async function buyOn(locale: string, address: typeof MONTREAL | typeof LONDON, variant?: DemoVariant): Promise<string> {
  const token = (await guestToken(url)).accessToken;
  const shoe = variant ?? nextShoe();
  const q = `locale=${locale}`;
  const basketId = expectOk(await api(url, 'POST', `/cart/v1/cart?${q}`, token, {}), 'cart').body.basketId as string;
  expectOk(await api(url, 'POST', `/cart/v1/item?${q}`, token, { items: [{ cartId: basketId, productId: shoe.productId, upc: shoe.upc, qty: 1 }] }), 'add');
  expectOk(await api(url, 'POST', `/cart/v2/cart/${basketId}/shippingAddress?${q}`, token, address), 'shipping address');
  const methods = expectOk(await api(url, 'GET', `/cart/v1/cart/${basketId}/shippingMethod/me?${q}`, token), 'methods');
  const code = (methods.body.applicableShippingMethods as { code: string }[])[0]?.code ?? 'standard';
  expectOk(await api(url, 'POST', `/cart/v1/shippingMethod?${q}`, token, { cartId: basketId, shippingId: 'me', code }), 'method');
  expectOk(await api(url, 'POST', `/cart/v1/cart/${basketId}/billingAddress?${q}`, token, address), 'billing address');
  const tokenised = expectOk(await api(url, 'POST', '/psp/v1/tokens', token, card('4111 1111 1111 1111')), 'card token');
  expectOk(
    await api(url, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments?${q}`, token, { payment_method_id: 'CREDIT_CARD', token: tokenised.body.token }),
    'card',
  );
  const body = { cartId: basketId, paymentMethod: { code: 'CREDIT_CARD' }, recaptcha_response: 'test' };
  const placed = expectOk(await api(url, 'PUT', `/cart/v2/checkout/order?${q}`, token, body), 'place');
  expect(placed.body.status).toBe('PLACED');
  return placed.body.orderNumber as string;
}

async function emailsTo(address: string, template: string): Promise<{ subject: string; body: string }[]> {
  return started
    .sqlClient()
    .query<{ subject: string; body: string }>('SELECT subject, body FROM outbound_emails WHERE to_address = $1 AND template = $2 ORDER BY created_at', [
      address,
      template,
    ]);
}

describe('the order confirmation e-mail', () => {
  it('is in French for an order placed on /fr-ca, amounts and date as fr-CA writes them', async () => {
    const orderNumber = await buyOn('fr-CA', MONTREAL);
    const [email, ...more] = await emailsTo(MONTREAL.email, 'order-confirmation');
    expect(more).toEqual([]);
    expect(email?.subject).toBe(`Votre commande Stride ${orderNumber}`);
    const body = email?.body ?? '';
    expect(body).toContain('Merci pour votre commande.');
    expect(body).toMatch(new RegExp(`Commande ${orderNumber}, passée le \\d{4}-\\d{2}-\\d{2}`));
    // 129,99 CAD: a decimal comma and the CAD code after the amount (the spec shows CAD by its code).
    expect(body).toMatch(/\n\d × .+, taille .+ : \d[\d\u00a0\u202f]*,\d{2}\u00a0CAD\n/);
    expect(body).toMatch(/\nTotal : \d[\d\u00a0\u202f]*,\d{2}\u00a0CAD\n/);
    for (const english of ['Thank you', 'Shipping', 'Total:', 'size', 'placed on', '$']) expect(body, english).not.toContain(english);
    // Its link opens the order on the French site.
    expect(body).toMatch(new RegExp(`\nVoir votre commande : https?://[^/\\s]+/fr-ca/order-confirmation\\?orderNumber=${orderNumber}$`));
  });

  it('names the line’s product, colour and size as /fr-ca says them (a half size with a decimal comma)', async () => {
    const orderNumber = await buyOn('fr-CA', { ...MONTREAL, email: 'demi.pointure@example.com' }, halfSizeShoe);
    const [email] = await emailsTo('demi.pointure@example.com', 'order-confirmation');
    const { name, colour, size } = frenchLine(halfSizeShoe.variantId);
    expect(size).toMatch(/^\d+,5$/);
    expect(email?.body).toMatch(new RegExp(`\n1 × ${escaped(name)}, ${escaped(colour)}, taille ${size} : \\d`));
    expect(email?.body).toContain(`orderNumber=${orderNumber}`);
  });

  it('is in pounds with a DD/MM/YYYY date for an order placed on /en-gb, and no VAT line (UK prices include it)', async () => {
    const orderNumber = await buyOn('en-GB', LONDON);
    const [email] = await emailsTo(LONDON.email, 'order-confirmation');
    expect(email?.subject).toBe(`Your Stride order ${orderNumber}`);
    const body = email?.body ?? '';
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(new Date());
    expect(today).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(body).toContain(`Order ${orderNumber}, placed on ${today}`);
    expect(body).toMatch(/\nTotal: £\d+\.\d{2}\n/);
    expect(body).toMatch(/\nDelivery: (£\d+\.\d{2}|free)\n/);
    expect(body).not.toMatch(/\$|CAD|USD|VAT|Tax/);
    expect(body).toMatch(new RegExp(`\nSee your order: https?://[^/\\s]+/en-gb/order-confirmation\\?orderNumber=${orderNumber}$`));
  });
});

describe('the password reset e-mail', () => {
  it('is in French when asked for on /fr-ca', async () => {
    expectOk(await api(url, 'POST', '/consumers-v3/confirmforgotpassword?locale=fr-CA', undefined, { email: 'loyal@stride.example' }), 'forgot');
    const [email] = await emailsTo('loyal@stride.example', 'password-reset');
    expect(email?.subject).toBe('Réinitialisez votre mot de passe Stride');
    expect(email?.body).toMatch(
      /^Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Stride\.\nPour en choisir un nouveau, ouvrez ce lien :\nhttp\S+token=/,
    );
  });

  it('links to the forgot-password page of the shopper’s site: /fr-ca, /en-gb, /en-us without one', async () => {
    // One account per site: a reset is limited to 3 an hour per e-mail.
    const cases = [
      ['fr-CA', '/fr-ca/', 'athlete@stride.example'],
      ['en-GB', '/en-gb/', 'employee@stride.example'],
      ['en-CA', '/en-ca/', 'associate@stride.example'],
      [undefined, '/en-us/', 'shopper@stride.example'],
    ] as const;
    for (const [locale, prefix, account] of cases) {
      const q = locale === undefined ? '' : `?locale=${locale}`;
      expectOk(await api(url, 'POST', `/consumers-v3/confirmforgotpassword${q}`, undefined, { email: account }), `forgot ${locale}`);
      const mails = await emailsTo(account, 'password-reset');
      expect(mails).toHaveLength(1);
      const link = new URL(/http\S+/.exec(mails[0]?.body ?? '')?.[0] ?? 'http://none');
      expect(`${link.pathname}${link.search}`).toMatch(new RegExp(`^${prefix}forgot-password\\?token=[\\w-]+$`));
    }
  });

  it('opens a page of the French site, in French', async () => {
    const [email] = await emailsTo('loyal@stride.example', 'password-reset');
    const link = new URL(/http\S+/.exec(email?.body ?? '')?.[0] ?? 'http://none');
    expect(link.pathname).toBe('/fr-ca/forgot-password');
    // The link's origin is the public one (STRIDE_PUBLIC_URL); the same path on this test server.
    const page = await fetch(`${url}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="fr-CA"');
  });
});

describe('the loyalty confirmation e-mail', () => {
  it('links to /fr-ca/loyalty/confirm when the shopper joins on /fr-ca, and the page opens in French', async () => {
    const token = (await signIn(url, 'shopper@stride.example', 'Stride-demo-1')).accessToken;
    expectOk(await api(url, 'POST', '/consumers-v3/consumer/loyalty/enrollment?locale=fr-CA', token, {}), 'enroll');
    const [email] = await emailsTo('shopper@stride.example', 'loyalty-confirmation');
    expect(email?.subject).toBe('Confirmez votre adhésion à Stride Récompenses');
    const link = new URL(/http\S+/.exec(email?.body ?? '')?.[0] ?? 'http://none');
    expect(`${link.pathname}${link.search}`).toMatch(/^\/fr-ca\/loyalty\/confirm\?token=[\w-]+$/);
    const page = await fetch(`${url}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="fr-CA"');
  });
});
