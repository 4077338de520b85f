import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distributionOf, EMPTY_RATING_DISTRIBUTION, ratingSummary } from './rating-summary.js';

const ratings = fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 400 });

describe('rating summary', () => {
  it('averages the stars to one decimal, half away from zero as PostgreSQL rounds', () => {
    expect(ratingSummary(distributionOf([5, 5, 4, 3]))).toEqual({ average: 4.3, count: 4, distribution: { '1': 0, '2': 0, '3': 1, '4': 1, '5': 2 } });
    // 4.25 rounds up to 4.3, 3.75 to 3.8: the half goes away from zero.
    expect(ratingSummary(distributionOf([5, 4, 4, 4])).average).toBe(4.3);
    expect(ratingSummary(distributionOf([4, 4, 4, 3])).average).toBe(3.8);
  });

  it('answers 0 of 0 for a product nobody reviewed', () => {
    expect(ratingSummary(EMPTY_RATING_DISTRIBUTION)).toEqual({ average: 0, count: 0, distribution: EMPTY_RATING_DISTRIBUTION });
  });

  it('the count is the sum of the distribution and the average lies between the lowest and highest stars given', () => {
    fc.assert(
      fc.property(ratings, (given) => {
        const summary = ratingSummary(distributionOf(given));
        expect(summary.count).toBe(given.length);
        if (given.length === 0) return;
        expect(summary.average).toBeGreaterThanOrEqual(Math.min(...given));
        expect(summary.average).toBeLessThanOrEqual(Math.max(...given));
        expect(Math.abs(summary.average - given.reduce((a, b) => a + b, 0) / given.length)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });

  it('ignores a rating outside 1 to 5 stars', () => {
    expect(distributionOf([0, 6, 2.5, 3])).toEqual({ '1': 0, '2': 0, '3': 1, '4': 0, '5': 0 });
  });
});
