import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LooseJson } from '../../testing/loose-json.js';
import { useTestServer } from '../../testing/started-server.js';
import { agentLogin, signIn } from '../../testing/tokens.js';
import { errorIdOf } from '../delivery/delivery-http.fixture.js';

const DAY_MS = 86_400_000;
// The API's clock, moved by the tests: staff's changes are recorded at it and the 30-day windows end at it. It starts
// once the server has (a test database template made at this start records its prices then).
let clockMs = Date.now();
const store = useTestServer({ STRIDE_DEMO_DATA: 'true' }, { now: () => new Date(clockMs) });
beforeAll(() => {
  clockMs = Date.now();
});

async function call(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(new URL(path, store.url), { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as LooseJson };
}

/** Staff set a price, signed in afresh (the clock may have moved past the last sign-in's expiry). */
async function setPrice(variantId: string, currency: string, body: unknown) {
  const agent = await agentLogin(store.url, DemoEmail.employee, DEMO_PASSWORD);
  return call('PUT', `/products/v1/agent/variants/${variantId}/prices/${currency}`, { token: agent.accessToken, body });
}

const historyRows = async (variantId: string) =>
  Number((await store.started.sqlClient().query<{ n: number }>('SELECT count(*)::int AS n FROM price_history WHERE variant_id = $1', [variantId]))[0]?.n);

// A Pace Runner 3 size at its list price, $130.00 (the demo's marker shoe is never on sale).
const SHOE = 'SR0045600095';
const variantPrice = (details: LooseJson, variantId: string) => (details.variants as LooseJson[]).find((v) => v.id === variantId)?.price;

describe('price history through the product route', () => {
  it('dates a sale staff set and compares it with the lowest price of the 30 days before, in major units', async () => {
    const start = clockMs;
    const first = await setPrice(SHOE, 'USD', { listPrice: 130, salePrice: 99.97 });
    expect([first.status, first.headers.get('cache-control'), first.body]).toEqual([
      200,
      'no-store',
      { variantId: SHOE, currency: 'USD', before: { listPrice: 130, salePrice: null }, after: { listPrice: 130, salePrice: 99.97 } },
    ]);
    clockMs = start + 5 * DAY_MS;
    expect((await setPrice(SHOE, 'USD', { listPrice: 130, salePrice: null })).status).toBe(200);
    clockMs = start + 15 * DAY_MS;
    expect((await setPrice(SHOE, 'USD', { listPrice: 120, salePrice: 109.97 })).body.before).toEqual({ listPrice: 130, salePrice: null });

    const onSale = (await call('GET', '/products/v2/products/SR0045600/details?locale=en-US')).body;
    const saleDate = new Date(start + 15 * DAY_MS).toISOString();
    expect(variantPrice(onSale, SHOE)).toEqual({
      current: 109.97,
      original: 120,
      percentagePriceDiscount: 8.4,
      salesPriceActiveDate: saleDate,
      // The first sale, 15 days before this one, was lower: the Omnibus reference is it, not the list price.
      previousBestSalesPrice: 99.97,
      historicBestPrice: 99.97,
    });
    // The shoe's cheapest size now: the product's price is its, with the same facts.
    expect(onSale.price).toMatchObject({ current: 109.97, salesPriceActiveDate: saleDate, previousBestSalesPrice: 99.97 });
    // Another size kept its list price: a best price, no sale.
    const other = variantPrice(onSale, 'SR0045600100');
    expect([other?.historicBestPrice, other?.salesPriceActiveDate, other?.previousBestSalesPrice]).toEqual([130, undefined, undefined]);
    // The other currencies were not touched.
    expect((await call('GET', '/products/v2/products/SR0045600/details?locale=en-CA')).body.price).toMatchObject({ current: 175, historicBestPrice: 175 });

    // 25 days on, the first sale has left the last 30 days, not the 30 days before this sale.
    clockMs = start + 40 * DAY_MS;
    const later = variantPrice((await call('GET', '/products/v2/products/SR0045600/details?locale=en-US')).body, SHOE);
    expect(later).toMatchObject({ salesPriceActiveDate: saleDate, previousBestSalesPrice: 99.97, historicBestPrice: 109.97 });
    clockMs = start;
  });

  it('answers the demo’s Court Classic in Graphite against its earlier markdown, in each site’s currency', async () => {
    for (const [locale, reference, current] of [
      ['en-US', 39.97, 29.97],
      ['fr-CA', 55.97, 41.97],
      ['en-GB', 31.97, 23.97],
    ] as const) {
      const details = (await call('GET', `/products/v2/products/SL0663002/details?locale=${locale}`)).body;
      const graphite = (details.attributes[0].options as LooseJson[]).find((o) => o.id === '002');
      expect(graphite?.price).toMatchObject({ current, previousBestSalesPrice: reference });
      // The demo's sales began 8 days before the catalogue was seeded, so the date is in the past.
      expect(Date.parse(graphite?.price.salesPriceActiveDate)).toBeLessThan(clockMs - 8 * DAY_MS + 60_000);
    }
    // Chestnut's sale followed the list price alone.
    const details = (await call('GET', '/products/v2/products/SL0663002/details?locale=en-US')).body;
    expect((details.attributes[0].options as LooseJson[]).find((o) => o.id === '210')?.price).toMatchObject({ current: 34.97, previousBestSalesPrice: 50 });
  });

  it('prices the search tiles with the same facts: the product at its cheapest colour’s, a tile refined by colour at that colour’s', async () => {
    const tile = async (query: string) => {
      const found = (await call('GET', `/products/v2/search/productSearch?categoryId=4300&count=60&locale=en-US${query}`)).body;
      return (found.products as LooseJson[]).find((p) => p.id === 'SL0663210')?.price;
    };
    expect(await tile('')).toMatchObject({ current: 29.97, previousBestSalesPrice: 39.97 });
    expect(await tile('&color=Chestnut')).toMatchObject({ current: 34.97, original: 50, previousBestSalesPrice: 50 });
    const white = await tile('&color=White');
    expect([white?.current, white?.historicBestPrice, white?.previousBestSalesPrice, white?.salesPriceActiveDate]).toEqual([50, 50, undefined, undefined]);
  });

  it('sorts and refines searches by a price staff set as soon as it is set, and by the old one once it is set back', async () => {
    const search = async (query: string) =>
      ((await call('GET', `/products/v2/search/productSearch?categoryId=4300&count=100&locale=en-US${query}`)).body.products as LooseJson[]).map((p) =>
        String(p.id),
      );
    // The category's dearest product, made its cheapest by one of its sizes at $1.
    const [dearest] = await search('&sort=price-desc');
    const details = (await call('GET', `/products/v2/products/${dearest}/details?locale=en-US`)).body;
    const variantId = String((details.variants as LooseJson[])[0]?.id);
    expect((await search('&sort=price-asc'))[0]).not.toBe(dearest);
    expect(await search('&priceMin=0&priceMax=1')).toEqual([]);

    const cut = await setPrice(variantId, 'USD', { listPrice: 1, salePrice: null });
    expect(cut.status).toBe(200);
    expect((await search('&sort=price-asc'))[0]).toBe(dearest);
    expect(await search('&priceMin=0&priceMax=1')).toEqual([dearest]);

    expect((await setPrice(variantId, 'USD', cut.body.before)).status).toBe(200);
    expect((await search('&sort=price-desc'))[0]).toBe(dearest);
    expect(await search('&priceMin=0&priceMax=1')).toEqual([]);
  });

  it('lets only agents set prices, refuses a bad price and an unknown variant, and writes nothing then', async () => {
    const before = await historyRows('SR0045600105');
    const shopper = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const refused = await call('PUT', '/products/v1/agent/variants/SR0045600105/prices/USD', {
      token: shopper.accessToken,
      body: { listPrice: 130, salePrice: 9.97 },
    });
    expect([refused.status, errorIdOf(refused.body)]).toEqual([403, 'AUT432']);
    expect((await call('PUT', '/products/v1/agent/variants/SR0045600105/prices/USD', { body: { listPrice: 130, salePrice: 9.97 } })).status).toBe(401);
    for (const [currency, body] of [
      ['USD', { listPrice: 130, salePrice: 130 }],
      ['USD', { listPrice: 130, salePrice: 140 }],
      ['USD', { listPrice: 0, salePrice: null }],
      ['USD', { listPrice: 100_001, salePrice: null }],
      ['USD', { listPrice: 129.999, salePrice: null }],
      ['USD', { listPrice: 130 }],
      ['USD', { listPrice: 130, salePrice: null, note: 'x' }],
      ['EUR', { listPrice: 130, salePrice: null }],
      ['usd', { listPrice: 130, salePrice: null }],
    ] as const) {
      const bad = await setPrice('SR0045600105', currency, body);
      expect([currency, body, bad.status, errorIdOf(bad.body)]).toEqual([currency, body, 400, 'ATTR300']);
    }
    const unknown = await setPrice('ZZ9999999999', 'USD', { listPrice: 130, salePrice: null });
    expect([unknown.status, errorIdOf(unknown.body)]).toEqual([404, 'PLP400']);
    expect(await historyRows('SR0045600105')).toBe(before);
  });

  it('the product page renders, under the sale price, the lowest price of the 30 days before the sale, in English and French', async () => {
    for (const [path, line] of [
      ['/en-us/p/stride-court-classic-SL0663210?color=002', 'Lowest price in the 30 days before the sale: $39.97'],
      ['/fr-ca/p/stride-court-classic-SL0663210?color=002', /Prix le plus bas des 30 jours précédant la solde : 55,97\sCAD$/],
    ] as const) {
      const res = await fetch(new URL(path, store.url), { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      // The text a shopper reads of the page's price, React's text separators taken out.
      const price = /<p class="price price--large">(.*?)<\/p>/s.exec((await res.text()).replace(/<!-- -->/g, ''))?.[1] ?? '';
      expect(price).toMatch(/<span class="price--sale">.*<\/span>/);
      expect(/<small>(.*?)<\/small>/.exec(price)?.[1]?.trim()).toMatch(line);
    }
  });
});
