import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { promoThresholdStatus } from './threshold-status.js';

describe('promoThresholdStatus', () => {
  it.each([
    [20, 'Below Threshold'],
    [0.01, 'Below Threshold'],
    [0, 'Threshold Reached'],
    [0.1 + 0.2 - 0.3, 'Threshold Reached'],
    [-5, 'Above Threshold'],
    [Number.NaN, 'Below Threshold'],
  ])('reads a distance of %d as %s', (distance, status) => {
    expect(promoThresholdStatus(distance)).toBe(status);
  });

  it('law: moving further from the threshold never moves a status back towards it', () => {
    const rank = { 'Below Threshold': 0, 'Threshold Reached': 1, 'Above Threshold': 2 } as const;
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true }), (distance, more) => {
        expect(rank[promoThresholdStatus(distance + more)]).toBeLessThanOrEqual(rank[promoThresholdStatus(distance)]);
      }),
    );
  });

  it('law: any whole number of cents reads by its sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e7, max: 1e7 }), (cents) => {
        const expected = cents > 0 ? 'Below Threshold' : cents === 0 ? 'Threshold Reached' : 'Above Threshold';
        return promoThresholdStatus(cents / 100) === expected;
      }),
    );
  });
});
