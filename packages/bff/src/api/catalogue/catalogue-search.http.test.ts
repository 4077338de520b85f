import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LooseJson as Json } from '../../testing/loose-json.js';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';

let started: StartedServer;
const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; json: Json; headers: Headers; text: string }> => {
  const res = await fetch(`${started.server.url}${path}`, {
    method,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const text = await res.text();
  return { status: res.status, json: text.startsWith('{') ? (JSON.parse(text) as Json) : {}, headers: res.headers, text };
};
const get = (path: string) => call('GET', path);
const search = async (query: string) => (await get(`/products/v2/search/productSearch?${query}`)).json;
const facet = (answer: Json, id: string): Json[] => answer.facets.find((f: Json) => f.id === id).values;

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
}, 120_000);
afterAll(async () => {
  await started?.server.close();
});

describe('GET /products/v2/search/productSearch', () => {
  it('pages consistently: the total is the sum of the pages, none repeated', async () => {
    const first = await search('categoryId=4000&count=30');
    const second = await search('categoryId=4000&count=30&start=30');
    expect(first.total).toBe(56);
    expect(first.count + second.count).toBe(56);
    const ids = [...first.products, ...second.products].map((p: Json) => p.id);
    expect(new Set(ids).size).toBe(56);
    expect(first.products[0]).toMatchObject({ url: expect.stringMatching(/^\/en-us\/p\//), currency: 'USD' });
    expect(first.products[0].swatches.length).toBeGreaterThanOrEqual(2);
  });

  it('counts a size facet value exactly as many products as refining by it returns', async () => {
    const all = await search('categoryId=4100&count=100');
    const sizes = facet(all, 'size').slice(0, 4);
    // Four values checked, each with products: an empty facet would make this test pass on nothing.
    expect(sizes).toHaveLength(4);
    expect(sizes.every((value) => value.count > 0)).toBe(true);
    for (const value of sizes) {
      const refined = await search(`categoryId=4100&count=100&size=${encodeURIComponent(value.value)}`);
      expect(refined.total).toBe(value.count);
      expect(refined.products).toHaveLength(value.count);
    }
  });

  it('refines by colour and by price band, each facet counted without its own refinement', async () => {
    const all = await search('count=100');
    const black = facet(all, 'color').find((v) => v.value === 'Black');
    const blackOnly = await search(`count=100&color=Black`);
    expect(blackOnly.total).toBe(black?.count);
    expect(facet(blackOnly, 'color')).toEqual(facet(all, 'color'));
    const band = facet(all, 'price').find((v) => v.value === '50-100');
    const inBand = await search('count=100&price=50-100');
    expect(inBand.total).toBe(band?.count);
    const sameByRange = await search('count=100&priceMin=50&priceMax=99.99');
    expect(sameByRange.total).toBe(inBand.total);
  });

  it('sorts by price both ways and by name', async () => {
    const asc = await search('categoryId=4300&sort=price-asc&count=100');
    const lows = asc.products.map((p: Json) => p.price.lowCurrent);
    expect(lows).toEqual([...lows].sort((a, b) => a - b));
    const desc = await search('categoryId=4300&sort=price-desc&count=100');
    const highs = desc.products.map((p: Json) => p.price.highCurrent);
    expect(highs).toEqual([...highs].sort((a, b) => b - a));
    const names = (await search('categoryId=4300&sort=name&count=100')).products.map((p: Json) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('finds products by words in their names, category facet drilling into children', async () => {
    const found = await search('q=pace%20runner');
    expect(found.products.map((p: Json) => p.id)).toContain('SR0045600');
    const shoes = await search('categoryId=4000');
    expect(
      facet(shoes, 'category')
        .map((v) => v.value)
        .sort(),
    ).toEqual(['4100', '4200', '4300']);
  });

  it('answers a query that finds nothing with popular searches, and one with a typo with the corrected query and its results', async () => {
    const nothing = await search('q=zzzzqqq');
    expect(nothing).toMatchObject({ total: 0, products: [] });
    expect(nothing.didYouMean).toBeUndefined();
    // The demo's most run searches, most run first.
    expect(nothing.popularSearches.slice(0, 3)).toEqual(['running shoes', 'rain jacket', 'tee']);
    const typo = await search('q=runnr');
    expect(typo.didYouMean).toBe('runner');
    expect(typo.products[0].name).toBe('Stride Pace Runner 3');
    expect(typo.popularSearches).toEqual([]);
  });

  it('reads a colour word as a colour refinement and keeps the rest as words', async () => {
    const blackJackets = await search('q=black%20jacket');
    expect(blackJackets.total).toBeGreaterThan(0);
    for (const tile of blackJackets.products) {
      expect(tile.name).toMatch(/Jacket/);
      expect(tile.swatches.map((s: Json) => s.label)).toContain('Black');
    }
    // A colour the shopper picked wins over the colour word.
    const picked = await search('q=red%20jacket&color=Black');
    expect(picked.products.map((p: Json) => p.name)).toEqual(blackJackets.products.map((p: Json) => p.name));
  });

  it('shows each tile in the colour a colour refinement matched: its image, name, price, stock and a link opening the product in it', async () => {
    const red = await search(`categoryId=4000&count=100&color=${encodeURIComponent('Flame Red')}`);
    expect(red.total).toBeGreaterThan(5);
    for (const tile of red.products) {
      const swatch = tile.swatches.find((s: Json) => s.label === 'Flame Red');
      expect(tile.matchedColor).toEqual({ id: swatch.id, label: 'Flame Red' });
      expect(tile.image).toBe(swatch.swatch.image);
      expect(tile.url).toBe(`${tile.url.split('?')[0]}?color=${swatch.id}`);
    }
    // The Canvas Low Custom lists Citron first: unrefined, its tile shows Citron and links the product page as it is.
    const unrefined = await search('categoryId=4000&count=100');
    const canvas = unrefined.products.find((p: Json) => p.id === 'SL0645700');
    expect(canvas.matchedColor).toBeUndefined();
    expect(canvas.image).toBe(canvas.swatches[0].swatch.image);
    expect(canvas.url).toBe('/en-us/p/stride-canvas-low-custom-SL0645700');
    expect(red.products.find((p: Json) => p.id === 'SL0645700')).toMatchObject({
      image: '/images/products/SL0645700/600.svg',
      url: '/en-us/p/stride-canvas-low-custom-SL0645700?color=600',
    });
  });

  it('prices a tile refined by colour at that colour’s price, a marked-down colour with its original', async () => {
    // Stride Court Classic ($50): Graphite is marked down to $29.97, White is not.
    const court = (answer: Json) => answer.products.find((p: Json) => p.id === 'SL0663210');
    const whole = court(await search('categoryId=4300&count=100'));
    expect(whole.price).toMatchObject({ lowCurrent: 29.97, highCurrent: 50, original: 50 });
    const graphite = court(await search('categoryId=4300&count=100&color=Graphite'));
    expect(graphite.price).toMatchObject({ current: 29.97, original: 50, lowCurrent: 29.97, highCurrent: 29.97, percentagePriceDiscount: 40.1 });
    expect(graphite.matchedColor).toMatchObject({ label: 'Graphite' });
    const white = court(await search('categoryId=4300&count=100&color=White'));
    expect(white.price).toMatchObject({ current: 50, original: 50, lowCurrent: 50, highCurrent: 50 });
  });

  it('shows the tiles in the colour a search word named, and names the colour in the site’s language', async () => {
    const words = await search('q=red%20jacket');
    expect(words.total).toBeGreaterThan(0);
    for (const tile of words.products) {
      expect(tile.matchedColor.label).toMatch(/red/i);
      expect(tile.url).toContain(`?color=${tile.matchedColor.id}`);
    }
    const french = await search(`locale=fr-CA&categoryId=4000&count=100&color=${encodeURIComponent('Flame Red')}`);
    expect(french.products.length).toBeGreaterThan(0);
    expect(french.products.every((p: Json) => p.matchedColor.label === 'Rouge flamme' && p.url.startsWith('/fr-ca/p/'))).toBe(true);
  });

  it('answers generated bad queries with 400 errorDetails', async () => {
    const bad = fc.oneof(
      fc
        .string({ minLength: 1, maxLength: 8 })
        .filter((s) => !['relevance', 'price-asc', 'price-desc', 'newest', 'name'].includes(s))
        .map((s) => `sort=${encodeURIComponent(s)}`),
      fc.oneof(fc.integer({ min: 101, max: 99999 }), fc.constant(0), fc.constant(-1)).map((n) => `count=${n}`),
      fc
        .string({ minLength: 1, maxLength: 6 })
        .filter((s) => !/^\d{1,6}$/.test(s))
        .map((s) => `start=${encodeURIComponent(s)}`),
      fc.constantFrom('categoryId=12', 'price=5-10', 'priceMin=abc', 'priceMin=20&priceMax=10', 'priceMin=1.234', 'locale=english'),
    );
    await fc.assert(
      fc.asyncProperty(bad, async (query) => {
        const { status, json } = await get(`/products/v2/search/productSearch?${query}`);
        expect(status).toBe(400);
        expect(json.errorDetails[0].errorId).toBe('ATTR300');
      }),
      { numRuns: 25 },
    );
  });
});

describe('GET /products/v2/search/autoSuggest', () => {
  it('suggests the queries shoppers run with results, most run first, and never one that found nothing', async () => {
    expect((await get('/products/v2/search/autoSuggest?q=rain')).json.queries).toEqual(['rain jacket']);
    for (let i = 0; i < 2; i += 1) await search('q=Merino%20beanie');
    await search('q=merino%20qqqxxzz');
    const { json } = await get('/products/v2/search/autoSuggest?q=merino');
    expect(json.queries).toEqual(['merino beanie']);
    expect(json.products.map((p: Json) => p.name)).toContain('Stride Merino Beanie');
  });

  it('suggests up to 6 products and 4 categories by word prefix, and refuses an empty q', async () => {
    const { json } = await get('/products/v2/search/autoSuggest?q=Tra');
    expect(json.products.length).toBeGreaterThan(0);
    expect(json.products.length).toBeLessThanOrEqual(6);
    expect(json.categories.map((c: Json) => c.id)).toContain('4200');
    for (const q of ['', '%20', '!!!']) {
      const res = await get(`/products/v2/search/autoSuggest?q=${q}`);
      expect(res.status).toBe(400);
      expect(res.json.errorDetails[0].errorId).toBe('ATTR300');
    }
  });
});

describe('POST /stores/v1/search', () => {
  it('finds stores nearest first from a postal code, in its country', async () => {
    const { json } = await call('POST', '/stores/v1/search', { postalCode: '10013' });
    expect(json.stores[0].storeId).toBe('US101');
    expect(json.stores[1].storeId).toBe('US102');
    expect(json.stores.every((s: Json) => s.address.countryCode === 'US')).toBe(true);
    const distances = json.stores.map((s: Json) => s.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('finds stores from coordinates within a radius, with stock of a variant', async () => {
    const { json } = await call('POST', '/stores/v1/search', { latitude: 49.28, longitude: -123.12, radiusKm: 50, variantId: 'SR0045600095' });
    expect(json.stores.map((s: Json) => s.storeId)).toEqual(['CA202']);
    expect(json.stores[0].inventory).toMatchObject({ stockStatus: expect.stringMatching(/Stock$/) });
  });

  it('answers an unknown postal code with no stores and a message', async () => {
    const { status, json } = await call('POST', '/stores/v1/search', { postalCode: '99999' });
    expect(status).toBe(200);
    expect(json).toMatchObject({ origin: null, stores: [] });
    expect(json.message).toContain('99999');
  });

  it('answers generated bad bodies with 400 errorDetails', async () => {
    const bad = fc.oneof(
      fc.string(),
      fc.constant('{}'),
      fc.record({ latitude: fc.double({ min: 91, max: 1e6, noNaN: true }), longitude: fc.constant(0) }).map((b) => JSON.stringify(b)),
      fc.record({ postalCode: fc.constant('10012'), limit: fc.integer({ min: 51 }) }).map((b) => JSON.stringify(b)),
      fc.record({ latitude: fc.constant(40) }).map((b) => JSON.stringify(b)),
      fc.jsonValue().map((v) => JSON.stringify({ postalCode: '10012', extra: v })),
    );
    await fc.assert(
      fc.asyncProperty(bad, async (raw) => {
        const { status, json } = await call('POST', '/stores/v1/search', raw === '' ? '[]' : raw);
        expect(status).toBe(400);
        expect(json.errorDetails[0].errorId).toBe('ATTR300');
      }),
      { numRuns: 25 },
    );
  });

  it('lists all stores at /consumers-v3/utilities/stores', async () => {
    expect((await get('/consumers-v3/utilities/stores')).json.stores).toHaveLength(15);
  });
});

describe('GET /images/products/:productId/:colourId.svg', () => {
  it('serves the generated SVG with long cache headers, 404 for an unknown colour', async () => {
    const res = await get('/images/products/SR0045600/020.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect(res.text).toContain('#A3A29B');
    expect((await get('/images/products/SR0045600/999.svg')).status).toBe(404);
    expect((await get('/images/products/sr/020.svg')).status).toBe(400);
  });
});
