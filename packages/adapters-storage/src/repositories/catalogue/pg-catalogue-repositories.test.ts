import type { ProductSearchCriteria } from '@stride/domain/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_TEST_ENGINES, openCommerceTestDatabase } from '../../commerce-schema/commerce-test-database.fixture.js';
import { seedDemoData } from '../../demo/seed-demo-data.js';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { PgProductCatalogue } from './pg-product-catalogue.js';
import { PgStoreDirectory } from './pg-store-directory.js';
import { PgProductSearchIndex } from '../search/pg-product-search-index.js';
import { refreshSearchIndex } from '../search/refresh-search-index.js';

// The catalogue is read-only here, so hashing speed does not matter: plain markers stand in for scrypt.
const fastHashers = { hashPassword: async (p: string) => `test$${p}`, hashPin: async (p: string) => `test$${p}` };

const search = (overrides: Partial<ProductSearchCriteria> = {}): ProductSearchCriteria => ({
  terms: [],
  sizes: [],
  colours: [],
  currency: 'USD',
  sort: 'relevance',
  start: 0,
  count: 24,
  ...overrides,
});

// One suite, both engines, the same assertions (the demo data is deterministic).
describe.each(COMMERCE_TEST_ENGINES)('catalogue repositories on %s', (engine) => {
  let db: SqlClient;
  let catalogue: PgProductCatalogue;
  let stores: PgStoreDirectory;
  let index: PgProductSearchIndex;
  beforeAll(async () => {
    db = await openCommerceTestDatabase(engine);
    await seedDemoData(db, fastHashers);
    catalogue = new PgProductCatalogue(db);
    stores = new PgStoreDirectory(db);
    index = new PgProductSearchIndex(db);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('finds a product by its id or by a colour master id, with colours, sizes and prices in the asked currency', async () => {
    const usd = await catalogue.findProduct('SR0045600', 'USD');
    expect(usd).toMatchObject({ id: 'SR0045600', name: 'Stride Pace Runner 3', productType: 'FOOTWEAR', currency: 'USD' });
    expect(usd?.colours).toHaveLength(4);
    expect(usd?.variants).toHaveLength(60);
    expect(usd?.variants[7]).toMatchObject({ id: 'SR0045600095', sizeId: '095', sizeLabel: '9.5', colourId: '600', listMinor: 13000 });
    const byColour = await catalogue.findProduct('SR0045020', 'CAD');
    expect(byColour?.id).toBe('SR0045600');
    expect(byColour?.variants[0]?.listMinor).toBe(17500);
    expect(await catalogue.findProduct('ZZ9999999', 'USD')).toBeNull();
  });

  it('reads the online stock of every variant of a product, by its id or a colour master id, as the full record has it', async () => {
    const record = await catalogue.findProduct('SR0045600', 'USD');
    const expected = record?.variants.map((v) => ({ id: v.id, onlineStock: v.onlineStock }));
    const stock = await catalogue.onlineStock('SR0045600');
    expect(stock?.productId).toBe('SR0045600');
    expect([...(stock?.variants ?? [])].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...(expected ?? [])].sort((a, b) => a.id.localeCompare(b.id)));
    expect((await catalogue.onlineStock('SR0045020'))?.productId).toBe('SR0045600');
    expect(await catalogue.onlineStock('ZZ9999999')).toBeNull();
  });

  it('reads a coming-soon product with its publish date', async () => {
    expect(await catalogue.findProduct('SR0081410', 'USD')).toMatchObject({ comingSoon: true, targetPublishDate: '2030-03-02T15:00:00.000Z' });
  });

  it('lists variant ids of a product, or of one colour by its master id', async () => {
    expect(await catalogue.variantIdsOf('SR0045600')).toHaveLength(60);
    const colour = await catalogue.variantIdsOf('SR0045020');
    expect(colour).toHaveLength(15);
    expect(colour.every((id) => id.startsWith('SR0045020'))).toBe(true);
    expect(await catalogue.variantIdsOf('ZZ9999999')).toEqual([]);
  });

  it('answers tiles in the order asked, leaving unknown ids out', async () => {
    const tiles = await catalogue.productSummaries(['SR0114600', 'NOPE00000', 'SR0045600'], 'USD');
    expect(tiles.map((t) => t.id)).toEqual(['SR0114600', 'SR0045600']);
    expect(tiles[0]?.inStock).toBe(false);
    expect(tiles[1]).toMatchObject({ inStock: true, price: { lowOriginal: 13000, current: 13000, original: 13000 } });
    expect(tiles[1]?.colours.map((c) => c.colourId)).toHaveLength(4);
    // Each colour's stock: none of the sold-out product's, some of the other's.
    expect(tiles[0]?.colours.some((c) => c.inStock)).toBe(false);
    expect(tiles[1]?.colours.some((c) => c.inStock)).toBe(true);
  });

  it('answers each colour of a tile with its own price, a colour on sale below the others', async () => {
    // Stride Court Classic ($50): Chestnut and Graphite are marked down (30% and 40%), White is not.
    const [tile] = await catalogue.productSummaries(['SL0663210'], 'USD');
    const price = (name: string) => tile?.colours.find((c) => c.name === name)?.price;
    expect(price('Chestnut')).toMatchObject({ current: 3497, original: 5000, lowCurrent: 3497, highCurrent: 3497, percentagePriceDiscount: 30.1 });
    expect(price('Graphite')).toMatchObject({ current: 2997, original: 5000 });
    expect(price('White')).toMatchObject({ current: 5000, original: 5000, percentagePriceDiscount: 0 });
    expect(tile?.price).toMatchObject({ lowCurrent: 2997, highCurrent: 5000 });
  });

  it('says which colours of each product matched a colour refinement, picked or read from the words, and none without one', async () => {
    const listed = await index.search(search({ categoryId: '4000', colours: ['flame red'], count: 100 }), 'english');
    expect(listed.total).toBeGreaterThan(5);
    expect(Object.keys(listed.matchedColours).sort()).toEqual([...listed.productIds].sort());
    expect(Object.values(listed.matchedColours).every((names) => names.length === 1 && names[0] === 'Flame Red')).toBe(true);
    const words = await index.search(search({ terms: ['red', 'jacket'] }), 'english');
    expect(words.total).toBeGreaterThan(0);
    for (const id of words.productIds) expect(words.matchedColours[id]?.some((name) => /red/i.test(name))).toBe(true);
    expect((await index.search(search({ categoryId: '4000' }), 'english')).matchedColours).toEqual({});
  });

  it('names only the colours with a variant matching every refinement', async () => {
    // A size refinement with two colours: each product's matched colours are those with that size.
    const both = await index.search(search({ categoryId: '4000', colours: ['flame red', 'black'], sizes: ['9.5'], count: 100 }), 'english');
    const red = await index.search(search({ categoryId: '4000', colours: ['flame red'], sizes: ['9.5'], count: 100 }), 'english');
    const black = await index.search(search({ categoryId: '4000', colours: ['black'], sizes: ['9.5'], count: 100 }), 'english');
    for (const id of both.productIds) {
      const expected = [...(red.productIds.includes(id) ? ['Flame Red'] : []), ...(black.productIds.includes(id) ? ['Black'] : [])];
      expect([...(both.matchedColours[id] ?? [])].sort()).toEqual(expected.sort());
    }
    expect(both.total).toBe(new Set([...red.productIds, ...black.productIds]).size);
  });

  it('searches by category including descendants, and the total matches the pages', async () => {
    const shoes = await index.search(search({ categoryId: '4000', count: 100 }), 'english');
    const running = await index.search(search({ categoryId: '4100', count: 100 }), 'english');
    expect(shoes.total).toBe(56);
    expect(shoes.productIds).toHaveLength(56);
    expect(running.productIds.every((id) => shoes.productIds.includes(id))).toBe(true);
    const page2 = await index.search(search({ categoryId: '4000', start: 24, count: 24 }), 'english');
    expect(page2.productIds).toEqual(shoes.productIds.slice(24, 48));
  });

  it('matches words by their stems in names and descriptions', async () => {
    const found = await index.search(search({ terms: ['pace', 'run'] }), 'english');
    expect(found.productIds).toContain('SR0045600');
    expect(found.total).toBe(found.productIds.length);
    expect((await index.search(search({ terms: ['zzzzqqq'] }), 'english')).total).toBe(0);
  });

  it('counts each facet over the set filtered by every other refinement', async () => {
    const base = search({ categoryId: '4100', count: 100 });
    const bySize = await index.search({ ...base, sizes: ['9.5'] }, 'english');
    const size95 = (await index.search(base, 'english')).facets.size.find((v) => v.value === '9.5');
    expect(size95?.count).toBe(bySize.total);
    // Refining by size leaves the size facet as it was (standard faceting).
    expect(bySize.facets.size).toEqual((await index.search(base, 'english')).facets.size);
    const black = bySize.facets.color.find((v) => v.value === 'Black');
    const both = await index.search({ ...base, sizes: ['9.5'], colours: ['black'] }, 'english');
    expect(both.total).toBe(black?.count);
  });

  it('filters and sorts by current price in the market currency', async () => {
    const asc = await index.search(search({ sort: 'price-asc', count: 100, price: { minMinor: 5000, maxMinor: 9999 } }), 'english');
    const tiles = await catalogue.productSummaries(asc.productIds, 'USD');
    expect(asc.total).toBeGreaterThan(0);
    // A product qualifies through any variant in range, so its lowest price may sit below the band.
    const lows = tiles.map((t) => t.price.lowCurrent);
    expect(lows.every((p) => (p ?? Infinity) <= 9999)).toBe(true);
    expect(asc.facets.price.map((b) => b.value)).toContain('50-100');
  });

  it('a rebuild of the index on one server reaches every server: each drops its copy when the generation moves on', async () => {
    const other = new PgProductSearchIndex(db);
    const shoes = search({ terms: ['pace'], count: 100 });
    const before = await other.search(shoes, 'english');
    await index.search(shoes, 'english');
    const [variant] = await db.query<{ id: string; list_minor: number; sale_minor: number | null }>(
      `SELECT v.id, pr.list_minor, pr.sale_minor FROM variants v JOIN prices pr ON pr.variant_id = v.id AND pr.currency = 'USD'
       WHERE v.product_id = $1 ORDER BY v.id LIMIT 1`,
      [before.productIds[0]],
    );
    if (variant === undefined) throw new Error('the demo data has a priced Pace variant');
    try {
      // Priced into the top band: the price facet must show it after a rebuild, and not before.
      await db.query(`UPDATE prices SET list_minor = 99900, sale_minor = NULL WHERE variant_id = $1 AND currency = 'USD'`, [variant.id]);
      const stale = await other.search(shoes, 'english');
      expect(stale.facets.price).toEqual(before.facets.price);
      await refreshSearchIndex(db);
      const fresh = await other.search(shoes, 'english');
      expect(fresh.facets.price.find((b) => b.value === '200-')?.count ?? 0).toBeGreaterThan(before.facets.price.find((b) => b.value === '200-')?.count ?? 0);
      expect((await index.search(shoes, 'english')).facets.price).toEqual(fresh.facets.price);
    } finally {
      await db.query(`UPDATE prices SET list_minor = $2, sale_minor = $3 WHERE variant_id = $1 AND currency = 'USD'`, [
        variant.id,
        variant.list_minor,
        variant.sale_minor,
      ]);
      await refreshSearchIndex(db);
    }
  });

  it('suggests products and categories by word prefix', async () => {
    const suggested = await index.suggest(['pace'], 'english', { products: 6, categories: 4, queries: 4 });
    expect(suggested.productIds).toContain('SR0045600');
    expect(suggested.productIds.length).toBeLessThanOrEqual(6);
    expect((await index.suggest(['run'], 'english', { products: 6, categories: 4, queries: 4 })).categories.map((c) => c.id)).toEqual(['4100']);
  });

  it('lists every category with product counts over its subtree', async () => {
    const all = await catalogue.categories();
    expect(all).toHaveLength(22);
    expect(all.find((c) => c.id === '4000')?.productCount).toBe(56);
    expect(all.find((c) => c.id === '8000')?.productCount).toBe(1);
  });

  it('reads what a colour image is drawn from', async () => {
    expect(await catalogue.colourImage('SR0045600', '020')).toMatchObject({ productType: 'FOOTWEAR', colourName: 'Stone Grey', swatchHex: '#A3A29B' });
    expect(await catalogue.colourImage('SR0045600', '999')).toBeNull();
  });

  it('lists stores, by country, and their stock of given variants', async () => {
    expect(await stores.listStores()).toHaveLength(15);
    expect((await stores.listStores('CA')).map((s) => s.id)).toEqual(['CA201', 'CA202', 'CA203']);
    const variants = await catalogue.variantIdsOf('SR0045600');
    const stock = await stores.storeStock(['US101', 'US102', 'XX999'], variants);
    expect(stock.length).toBeGreaterThan(0);
    expect(new Set(stock.map((s) => s.storeId))).toEqual(new Set(['US101', 'US102']));
    expect(await stores.storeStock([], variants)).toEqual([]);
  });

  it("lists a store's associates, none for a store without any, and null for no such store", async () => {
    expect(await stores.storeEmployees('US101')).toEqual([{ storeEmployeeId: 'E10427', firstName: 'Taylor', lastName: 'Brooks' }]);
    expect(await stores.storeEmployees('CA201')).toEqual([]);
    expect(await stores.storeEmployees('XX999')).toBeNull();
  });
});
