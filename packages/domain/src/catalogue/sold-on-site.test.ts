import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSoldOnSite } from './sold-on-site.js';

describe('isSoldOnSite', () => {
  it('a product priced on the site is sold there; one answered at 0 (no variant priced) is not', () => {
    expect(isSoldOnSite({ current: 105, original: 105 })).toBe(true);
    expect(isSoldOnSite({ current: 0, original: 0 })).toBe(false);
    expect(isSoldOnSite({})).toBe(false);
  });

  it('law: any positive original price is sold on the site', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e6, noNaN: true }), (original) => {
        expect(isSoldOnSite({ original, current: 0 })).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
