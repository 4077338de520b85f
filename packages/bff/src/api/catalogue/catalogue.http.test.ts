import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LooseJson as Json } from '../../testing/loose-json.js';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';

let started: StartedServer;
const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; json: Json; headers: Headers }> => {
  const res = await fetch(`${started.server.url}${path}`, {
    method,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const text = await res.text();
  return { status: res.status, json: text.startsWith('{') ? (JSON.parse(text) as Json) : { text }, headers: res.headers };
};
const get = (path: string) => call('GET', path);
const countRows = async (table: string) => Number((await started.sqlClient().query(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n);

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
}, 120_000);
afterAll(async () => {
  await started?.server.close();
});

describe('GET /products/v2/products/:productId/details', () => {
  it('answers a multi-colour shoe with half sizes, its url and USD prices in major units', async () => {
    const { status, json } = await get('/products/v2/products/SR0045600/details?locale=en-US');
    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: 'SR0045600',
      name: 'Stride Pace Runner 3',
      url: '/en-us/p/stride-pace-runner-3-SR0045600',
      currency: 'USD',
      productType: 'footwear',
    });
    expect(json.price).toMatchObject({ lowOriginal: 130, original: 130 });
    expect(json.attributes[0].options).toHaveLength(4);
    expect(json.attributes[1].options.map((o: Json) => o.label)).toContain('9.5');
    expect(json.variants).toHaveLength(60);
    expect(json.images[0].url).toMatch(/^\/images\/products\/SR0045600\/\d{3}\/[a-z-]+\.svg$/);
  });

  it('prices in CAD for en-CA and fr-CA, and reads a colour master id as its product', async () => {
    const { json } = await get('/products/v2/products/SR0045020/details?locale=fr-CA');
    expect(json).toMatchObject({ id: 'SR0045600', currency: 'CAD', url: '/fr-ca/p/stride-pace-runner-3-SR0045600' });
    expect(json.price.original).toBe(175);
  });

  it('shows a sale price with its discount', async () => {
    const { json: found } = await get('/products/v2/search/productSearch?categoryId=7000&count=1');
    const { json } = await get(`/products/v2/products/${found.products[0].id}/details`);
    expect(json.price.lowCurrent).toBeLessThan(json.price.lowOriginal);
    expect(json.price.percentagePriceDiscount).toBeGreaterThan(0);
    expect(String(json.price.lowCurrent)).toMatch(/\.97$/);
  });

  it('keeps a coming-soon product visible with purchase hidden', async () => {
    const { status, json } = await get('/products/v2/products/SR0081410/details');
    expect(status).toBe(200);
    expect(json).toMatchObject({ comingSoon: true, purchasable: false, notifyMe: true, targetPublishDate: '2030-03-02T15:00:00.000Z' });
  });

  it('answers an unknown product with 404 PLP400', async () => {
    const { status, json } = await get('/products/v2/products/ZZ9999999/details');
    expect(status).toBe(404);
    expect(json.errorDetails[0].errorId).toBe('PLP400');
  });

  it('refuses any malformed product id with 400 ATTR300', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 14 }).filter((s) => !/^[A-Z0-9]{8,11}$/.test(s)),
        async (id) => {
          const { status, json } = await get(`/products/v2/products/${encodeURIComponent(id)}/details`);
          expect([400, 404]).toContain(status);
          if (status === 400) expect(json.errorDetails[0].errorId).toBe('ATTR300');
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('GET /products/v2/products/:productId/inventory', () => {
  it('keys online stock by variant id, InStock above 0', async () => {
    const { json } = await get('/products/v2/products/SR0045600/inventory');
    const entries = Object.values(json.variants) as Json[];
    expect(entries).toHaveLength(60);
    for (const v of entries) expect(v.stockStatus).toBe(v.quantity > 0 ? 'InStock' : 'OutOfStock');
    const soldOut = await get('/products/v2/products/SR0114600/inventory');
    expect(Object.values(soldOut.json.variants).every((v) => (v as Json).quantity === 0)).toBe(true);
  });
});

describe('POST /products/v1/products/:productId/availability', () => {
  it('answers each known store asked for, with per-variant quantities', async () => {
    const { status, json } = await call('POST', '/products/v1/products/SR0045600/availability', { storeIds: ['US101', 'NOPE1', 'CA201'] });
    expect(status).toBe(200);
    expect(json.storeInventory.map((s: Json) => s.storeId)).toEqual(['US101', 'CA201']);
    const first = json.storeInventory[0];
    expect(first.quantity).toBe(Object.values(first.variants as Record<string, number>).reduce((a, b) => a + b, 0));
  });

  it('answers generated bad bodies with 400 errorDetails and changes nothing', async () => {
    const before = await countRows('store_inventory');
    const bad = fc.oneof(
      fc.string(),
      fc
        .jsonValue()
        .map((v) => JSON.stringify({ storeIds: v }))
        .filter((s) => !/^\{"storeIds":\["[A-Z0-9]{3,10}"/.test(s)),
      fc.constant(JSON.stringify({ storeIds: [] })),
      fc.constant(JSON.stringify({ storeIds: Array.from({ length: 51 }, (_, i) => `US${100 + i}`) })),
    );
    await fc.assert(
      fc.asyncProperty(bad, async (raw) => {
        const { status, json } = await call('POST', '/products/v1/products/SR0045600/availability', raw === '' ? '[]' : raw);
        expect(status).toBe(400);
        expect(json.errorDetails[0].errorId).toBe('ATTR300');
      }),
      { numRuns: 25 },
    );
    expect(await countRows('store_inventory')).toBe(before);
  });
});

describe('GET /products/v2/catalog', () => {
  it('answers the category tree with PLP urls and product counts', async () => {
    const { json } = await get('/products/v2/catalog?locale=en-CA');
    const shoes = json.categories.find((c: Json) => c.id === '4000');
    expect(shoes).toMatchObject({ name: 'Shoes', url: '/en-ca/c/shoes-4000', productCount: 56 });
    expect(shoes.children.map((c: Json) => c.id)).toEqual(['4100', '4200', '4300']);
  });
});

describe('product details cache', () => {
  it('serves a product from memory within the time to live, so a rename shows only after it', async () => {
    const first = await get('/products/v2/products/SR0045600/details?locale=en-US');
    await started.sqlClient().query("UPDATE products SET name = 'Renamed Runner' WHERE id = 'SR0045600'");
    try {
      const second = await get('/products/v2/products/SR0045600/details?locale=en-US');
      expect(second.json.name).toBe(first.json.name);
      // Another market is its own entry: read fresh, it shows the new name.
      const canadian = await get('/products/v2/products/SR0045600/details?locale=en-CA');
      expect(canadian.json.name).toBe('Renamed Runner');
    } finally {
      await started.sqlClient().query("UPDATE products SET name = $1 WHERE id = 'SR0045600'", [first.json.name]);
    }
  });
});
