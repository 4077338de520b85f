import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { buyableDemoVariant } from '../../testing/demo-variants.js';
import { api, errorId, expectOk } from '../checkout/checkout-http.fixture.js';

// The UK site (/en-gb): GBP prices, UK stores nearest first, UK delivery prices, UK address and phone rules.
const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

/** 10 Downing Street, as a UK shopper types it: national phone with its trunk 0, no county. */
export const DOWNING_STREET = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '10 Downing Street',
  city: 'London',
  postalCode: 'SW1A 2AA',
  countryCode: 'GB',
  email: 'ada.uk@example.com',
  phone: '020 7946 0123',
};

const shoe = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 2);

async function ukBasket(token: string): Promise<string> {
  const created = expectOk(await api(store.url, 'POST', '/cart/v1/cart?locale=en-GB', token, {}), 'cart');
  const basketId = created.body.basketId as string;
  expectOk(
    await api(store.url, 'POST', '/cart/v1/item?locale=en-GB', token, { items: [{ cartId: basketId, productId: shoe.productId, upc: shoe.upc, qty: 1 }] }),
    'add',
  );
  return basketId;
}

describe('the en-GB catalogue', () => {
  it('prices the Pace Runner in GBP with en-gb URLs (£105 for the $130 shoe)', async () => {
    const { status, body } = await api(store.url, 'GET', '/products/v2/products/SR0045600/details?locale=en-GB');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'SR0045600', currency: 'GBP', url: '/en-gb/p/stride-pace-runner-3-SR0045600' });
    expect(body.price.original).toBe(105);
  });

  it('lists products in GBP', async () => {
    const { body } = await api(store.url, 'GET', '/products/v2/search/productSearch?locale=en-GB&categoryId=4000&count=3');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p: { currency: string }) => p.currency === 'GBP')).toBe(true);
  });
});

describe('UK stores', () => {
  it('finds UK stores nearest first from a London postcode, with names, and none from North America', async () => {
    const { status, body } = await api(store.url, 'POST', '/stores/v1/search?locale=en-GB', undefined, { postalCode: 'SW1A 2AA', limit: 5 });
    expect(status).toBe(200);
    const stores = body.stores as { storeId: string; name: string; distanceKm: number; address: { countryCode: string } }[];
    expect(stores.map((s) => s.storeId)).toEqual(['GB301', 'GB302', 'GB303', 'GB304']);
    expect(stores[0]?.name).toBe('Stride London Covent Garden');
    expect(stores[0]?.distanceKm).toBeLessThan(2);
  });
});

describe('a GBP basket', () => {
  it('is created in GBP for en-GB and prices the shoe in pounds', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const basketId = await ukBasket(token);
    const cart = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}?locale=en-GB`, token), 'cart').body;
    expect(cart.currency).toBe('GBP');
    expect(cart.items[0].price.currency).toBe('GBP');
    expect(cart.items[0].price.rowTotal).toBe(shoe.gbpMinor / 100);
  });

  it('ships to 10 Downing Street (UK postcode, national phone, no county) at UK prices in GBP', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const basketId = await ukBasket(token);
    const set = expectOk(await api(store.url, 'POST', `/cart/v2/cart/${basketId}/shippingAddress?locale=en-GB`, token, DOWNING_STREET), 'address');
    expect(set.body.shippingAddress).toMatchObject({ postalCode: 'SW1A 2AA', countryCode: 'GB' });
    const methods = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}/shippingMethod/me?locale=en-GB`, token), 'methods').body;
    const standard = methods.applicableShippingMethods.find((m: { code: string }) => m.code === 'standard');
    expect(standard.price).toEqual({ amount: 4.95 });
    expect(methods.currency ?? set.body.currency).toBe('GBP');
  });

  it('refuses a US ZIP code and a North American phone on a UK address (CHK380 naming the fields)', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const basketId = await ukBasket(token);
    const path = `/cart/v2/cart/${basketId}/shippingAddress?locale=en-GB`;
    const zip = await api(store.url, 'POST', path, token, { ...DOWNING_STREET, postalCode: '10012' });
    expect([zip.status, errorId(zip)]).toEqual([400, 'CHK380']);
    expect(JSON.stringify(zip.body)).toContain('postalCode');
    const phone = await api(store.url, 'POST', path, token, { ...DOWNING_STREET, phone: '12' });
    expect([phone.status, errorId(phone)]).toEqual([400, 'CHK380']);
  });

  it('does not ship a GBP basket to New York (PAY401)', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const basketId = await ukBasket(token);
    const us = {
      ...DOWNING_STREET,
      addressLine1: '512 Broadway',
      city: 'New York',
      province: 'NY',
      postalCode: '10012',
      countryCode: 'US',
      phone: '2125550123',
    };
    const refused = await api(store.url, 'POST', `/cart/v2/cart/${basketId}/shippingAddress?locale=en-GB`, token, us);
    expect([refused.status, errorId(refused)]).toEqual([400, 'PAY401']);
  });
});

describe('the /en-gb pages', () => {
  const visibleText = (html: string) =>
    html
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<style[\s\S]*?<\/style>/g, '')
      .replace(/<[^>]+>/g, ' ');

  it('render the product page in pounds, with no dollar sign and no other currency code', async () => {
    const res = await fetch(`${store.url}/en-gb/p/stride-pace-runner-3-SR0045600`);
    expect(res.status).toBe(200);
    const text = visibleText(await res.text());
    expect(text).toContain('£105.00');
    expect(text).not.toMatch(/\$|\bCAD\b|\bUSD\b/);
  });

  it('render a category list in pounds', async () => {
    const res = await fetch(`${store.url}/en-gb/c/running-shoes-4100`);
    expect(res.status).toBe(200);
    const text = visibleText(await res.text());
    expect(text).toMatch(/£\d+\.\d{2}/);
    expect(text).not.toMatch(/\$|\bCAD\b|\bUSD\b/);
  });
});

describe('hreflang, canonical and the site selector', () => {
  it('a product page names its canonical URL, every site as an alternate and x-default', async () => {
    const html = await (await fetch(`${store.url}/en-ca/p/stride-pace-runner-3-SR0045600`)).text();
    const links = [...html.matchAll(/<link[^>]+>/g)].map((m) => m[0]);
    const canonical = links.filter((l) => l.includes('rel="canonical"'));
    expect(canonical).toHaveLength(1);
    expect(canonical[0]).toContain('/en-ca/p/stride-pace-runner-3-SR0045600"');
    const alternates = links
      .filter((l) => l.includes('rel="alternate"'))
      .map((l) => [/hrefLang="([^"]+)"/i.exec(l)?.[1], /href="[^"]*?(\/[a-z]{2}-[a-z]{2}\/[^"]*)"/.exec(l)?.[1]]);
    expect(alternates).toEqual([
      ['en-US', '/en-us/p/stride-pace-runner-3-SR0045600'],
      ['en-CA', '/en-ca/p/stride-pace-runner-3-SR0045600'],
      ['fr-CA', '/fr-ca/p/stride-pace-runner-3-SR0045600'],
      ['en-GB', '/en-gb/p/stride-pace-runner-3-SR0045600'],
      ['x-default', '/en-us/p/stride-pace-runner-3-SR0045600'],
    ]);
  });

  it('a category page on the UK site has its alternates too', async () => {
    const html = await (await fetch(`${store.url}/en-gb/c/running-shoes-4100`)).text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/en-gb\/c\/running-shoes-4100"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="en-US" href="[^"]*\/en-us\/c\/running-shoes-4100"/i);
  });

  it('the footer selector offers the UK site and keeps the shopper on the same product', async () => {
    const html = await (await fetch(`${store.url}/en-us/p/stride-pace-runner-3-SR0045600`)).text();
    const selector = /<nav aria-label="Choose your site">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    const sites = [...selector.matchAll(/<a href="([^"]+)" hrefLang="([^"]+)"/gi)].map((m) => [m[2], m[1]]);
    expect(sites).toEqual([
      ['en-US', '/en-us/p/stride-pace-runner-3-SR0045600'],
      ['en-CA', '/en-ca/p/stride-pace-runner-3-SR0045600'],
      ['fr-CA', '/fr-ca/p/stride-pace-runner-3-SR0045600'],
      ['en-GB', '/en-gb/p/stride-pace-runner-3-SR0045600'],
    ]);
    expect(selector).toContain('United Kingdom');
  });
});

describe('sign-up on the UK site', () => {
  const signUp = (email: string, birthDate: string) =>
    api(store.url, 'POST', '/consumers-v3/auth/signup?locale=en-GB', undefined, {
      firstName: 'Sam',
      lastName: 'Taylor',
      email,
      password: 'Good-pass-1',
      birthDate,
    });
  const isoYearsAgo = (years: number, days = 0) => {
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() - years);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };

  it("holds the UK's minimal age (13): a day short is PRO410 naming it, 13 today is welcome", async () => {
    const young = await signUp('uk.young@example.com', isoYearsAgo(13, 1));
    expect([young.status, errorId(young)]).toEqual([400, 'PRO410']);
    expect(young.body.errorDetails[0].message).toContain('13');
    expect((await signUp('uk.thirteen@example.com', isoYearsAgo(13))).status).toBe(201);
  });
});
