import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductSearchCriteria } from './product-search.js';
import { searchMatches, type IndexedCategory, type IndexedProduct, type TextMatch } from './search-facets.js';

const CATEGORIES: IndexedCategory[] = [
  { id: 'shoes', parentId: null, name: 'Shoes', position: 1 },
  { id: 'apparel', parentId: null, name: 'Apparel', position: 2 },
  { id: 'running', parentId: 'shoes', name: 'Running', position: 1 },
];

const criteria = (over: Partial<ProductSearchCriteria> = {}): ProductSearchCriteria => ({
  terms: ['x'],
  sizes: [],
  colours: [],
  currency: 'USD',
  sort: 'relevance',
  start: 0,
  count: 24,
  ...over,
});

const variant = fc
  .record({
    size: fc.constantFrom('7', '8', '9'),
    sizeOrder: fc.integer({ min: 0, max: 3 }),
    colour: fc.constantFrom('Black', 'black', 'Red', 'Sage'),
    currentMinor: fc.integer({ min: 1000, max: 25_000 }),
  })
  .map((v) => ({ ...v, colourKey: v.colour.toLowerCase() }));

/** Up to 12 products with 1 to 6 variants each, listed in leaf categories, and the words matching some of them. */
const catalogue = fc
  .array(
    fc.record({
      variants: fc.array(variant, { minLength: 1, maxLength: 6 }),
      category: fc.constantFrom(['shoes', 'running'], ['apparel']),
      rank: fc.double({ min: 0, max: 1, noNaN: true }),
      popularity: fc.nat(20),
      matched: fc.boolean(),
    }),
    { maxLength: 12 },
  )
  .map((rows) => {
    const products = new Map<string, IndexedProduct>();
    const matches: TextMatch[] = [];
    rows.forEach((row, i) => {
      const id = `P${String(i).padStart(3, '0')}`;
      products.set(id, {
        id,
        styleCode: id,
        name: `Product ${i % 5}`,
        createdAt: i * 1000,
        popularity: row.popularity,
        categoryIds: new Set(row.category),
        variants: row.variants,
      });
      if (row.matched) matches.push({ productId: id, rank: row.rank, popularity: row.popularity });
    });
    return { products, matches };
  });

const refinements = fc.record({
  sizes: fc.subarray(['7', '8', '9']),
  colours: fc.subarray(['black', 'Red']),
  price: fc.option(fc.record({ minMinor: fc.integer({ min: 0, max: 10_000 }), maxMinor: fc.integer({ min: 10_000, max: 30_000 }) }), { nil: undefined }),
  categoryId: fc.option(fc.constantFrom('shoes', 'running', 'apparel'), { nil: undefined }),
});

describe('searchMatches', () => {
  it('finds products with one variant meeting every refinement, ranked by the words then popularity', () => {
    const products = new Map<string, IndexedProduct>([
      [
        'A',
        {
          id: 'A',
          styleCode: 'A',
          name: 'Alpha',
          createdAt: 1,
          popularity: 0,
          categoryIds: new Set(['shoes']),
          variants: [
            { size: '8', sizeOrder: 1, colour: 'Black', colourKey: 'black', currentMinor: 9000 },
            { size: '9', sizeOrder: 2, colour: 'Red', colourKey: 'red', currentMinor: 9000 },
          ],
        },
      ],
      [
        'B',
        {
          id: 'B',
          styleCode: 'B',
          name: 'Beta',
          createdAt: 2,
          popularity: 5,
          categoryIds: new Set(['shoes']),
          variants: [{ size: '9', sizeOrder: 2, colour: 'Black', colourKey: 'black', currentMinor: 4000 }],
        },
      ],
    ]);
    const matches = [
      { productId: 'A', rank: 0.2, popularity: 0 },
      { productId: 'B', rank: 0.2, popularity: 5 },
      { productId: 'UNPRICED', rank: 0.9, popularity: 0 },
    ];
    const all = searchMatches(products, CATEGORIES, matches, criteria());
    expect(all.productIds).toEqual(['B', 'A']);
    expect(all.facets.size).toEqual([
      { value: '8', label: '8', count: 1 },
      { value: '9', label: '9', count: 2 },
    ]);
    expect(all.facets.price).toEqual([
      { value: '0-50', label: '0-50', count: 1 },
      { value: '50-100', label: '50-100', count: 1 },
    ]);
    // Black in size 9 is B alone: A is black in 8 and red in 9, never both on one variant.
    const black9 = searchMatches(products, CATEGORIES, matches, criteria({ sizes: ['9'], colours: ['BLACK'] }));
    expect(black9.productIds).toEqual(['B']);
    expect(black9.facets.color).toEqual([
      { value: 'Black', label: 'Black', count: 1 },
      { value: 'Red', label: 'Red', count: 1 },
    ]);
    expect(black9.facets.category).toEqual([{ value: 'shoes', label: 'Shoes', count: 1 }]);
    expect(black9.matchedColours).toEqual({ B: ['Black'] });
    expect(searchMatches(products, CATEGORIES, matches, criteria({ colours: ['black', 'red'] })).matchedColours).toEqual({ A: ['Black', 'Red'], B: ['Black'] });
    expect(all.matchedColours).toEqual({});
  });

  it('law: a facet value counts exactly the products that refining by it finds, the other refinements kept', () => {
    fc.assert(
      fc.property(catalogue, refinements, ({ products, matches }, r) => {
        const base = criteria(r);
        const page = searchMatches(products, CATEGORIES, matches, base);
        for (const { value, count } of page.facets.size) expect(searchMatches(products, CATEGORIES, matches, { ...base, sizes: [value] }).total).toBe(count);
        for (const { value, count } of page.facets.color) expect(searchMatches(products, CATEGORIES, matches, { ...base, colours: [value] }).total).toBe(count);
        for (const { value, count } of page.facets.category)
          expect(searchMatches(products, CATEGORIES, matches, { ...base, categoryId: value }).total).toBe(count);
        expect(page.total).toBeLessThanOrEqual(matches.length);
      }),
      { numRuns: 150 },
    );
  });

  it('law: the pages of every order hold each hit once, and a refinement never finds more than without it', () => {
    fc.assert(
      fc.property(
        catalogue,
        refinements,
        fc.constantFrom(...(['relevance', 'price-asc', 'price-desc', 'newest', 'name'] as const)),
        ({ products, matches }, r, sort) => {
          const whole = searchMatches(products, CATEGORIES, matches, criteria({ ...r, sort, count: 100 }));
          const paged = [0, 5, 10].flatMap((start) => searchMatches(products, CATEGORIES, matches, criteria({ ...r, sort, start, count: 5 })).productIds);
          expect(paged).toEqual(whole.productIds);
          expect(new Set(paged).size).toBe(whole.total);
          expect(whole.total).toBeLessThanOrEqual(searchMatches(products, CATEGORIES, matches, criteria({ sort })).total);
        },
      ),
      { numRuns: 150 },
    );
  });
});
