import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRICE_BANDS, priceBandRange, searchTerms } from './product-search.js';

describe('searchTerms', () => {
  it('keeps letters and digits, lower-case, and drops operators', () => {
    expect(searchTerms("Men's  PACE-runner!")).toEqual(['men', 's', 'pace', 'runner']);
    expect(searchTerms('a & b | !c:*')).toEqual(['a', 'b', 'c']);
    expect(searchTerms(undefined)).toEqual([]);
  });

  it('a search term never carries a full-text operator or a space', () => {
    fc.assert(
      fc.property(fc.string(), (q) => {
        for (const term of searchTerms(q)) expect(term).not.toMatch(/[\s&|!:*()'<>\\]/);
        expect(searchTerms(q).length).toBeLessThanOrEqual(8);
      }),
    );
  });
});

describe('priceBandRange', () => {
  it('reads a band in minor units, the upper end inclusive one cent below the next band', () => {
    expect(priceBandRange('50-100', 'USD')).toEqual({ minMinor: 5000, maxMinor: 9999 });
    expect(priceBandRange('200-', 'CAD')).toEqual({ minMinor: 20000 });
    expect(priceBandRange('1-2', 'USD')).toBeNull();
  });

  it('every whole-cent price falls in exactly one band', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (minor) => {
        const hits = PRICE_BANDS.map((b) => priceBandRange(b.id, 'USD')).filter(
          (r) => r !== null && minor >= (r.minMinor ?? 0) && minor <= (r.maxMinor ?? Infinity),
        );
        expect(hits).toHaveLength(1);
      }),
    );
  });
});
