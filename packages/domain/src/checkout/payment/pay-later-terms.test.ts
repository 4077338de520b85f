import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payLaterInstalments } from './pay-later-terms.js';

describe('pay-later instalments', () => {
  it('splitting an amount into instalments adds back up to it, and no two differ by more than the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 12 }), (amount, count) => {
        const parts = payLaterInstalments(amount, count);
        expect(parts).toHaveLength(count);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThan(count);
      }),
    );
  });

  it('gives the first instalment what does not divide', () => {
    expect(payLaterInstalments(10_001, 4)).toEqual([2501, 2500, 2500, 2500]);
  });
});
