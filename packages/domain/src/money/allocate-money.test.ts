import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateDiscountAcrossLines, allocateMoney } from './allocate-money.js';
import { moneyOf } from './money.js';

const amounts = (parts: readonly { amount: number }[]) => parts.map((p) => p.amount);

describe('allocateMoney (largest remainder)', () => {
  it('splits 1.00 three ways as 34, 33, 33', () => {
    expect(amounts(allocateMoney(moneyOf(100), [1, 1, 1])._unsafeUnwrap())).toEqual([34, 33, 33]);
  });

  it('gives leftover cents to the largest remainders, not the first parts', () => {
    // exact shares: 10 * 1/6 = 1.67, 10 * 2/6 = 3.33, 10 * 3/6 = 5
    expect(amounts(allocateMoney(moneyOf(10), [1, 2, 3])._unsafeUnwrap())).toEqual([2, 3, 5]);
  });

  it('splits a discount proportionally to line totals', () => {
    const parts = allocateDiscountAcrossLines(moneyOf(1000), [moneyOf(3000), moneyOf(7000)])._unsafeUnwrap();
    expect(amounts(parts)).toEqual([300, 700]);
  });

  it('splits evenly when every line is free', () => {
    expect(amounts(allocateMoney(moneyOf(5), [0, 0])._unsafeUnwrap())).toEqual([3, 2]);
  });

  it('keeps the sign of a negative total', () => {
    expect(amounts(allocateMoney(moneyOf(-100), [1, 1, 1])._unsafeUnwrap())).toEqual([-34, -33, -33]);
  });

  it('refuses no parts, bad weights and foreign currencies', () => {
    expect(allocateMoney(moneyOf(1), [])._unsafeUnwrapErr().code).toBe('MONEY_ALLOCATION_EMPTY');
    expect(allocateMoney(moneyOf(1), [1, -1])._unsafeUnwrapErr().code).toBe('MONEY_ALLOCATION_INVALID_WEIGHT');
    expect(allocateMoney(moneyOf(1), [0.5])._unsafeUnwrapErr().code).toBe('MONEY_ALLOCATION_INVALID_WEIGHT');
    const foreign = allocateDiscountAcrossLines(moneyOf(1), [moneyOf(5, 'EUR')]);
    expect(foreign._unsafeUnwrapErr().code).toBe('MONEY_CURRENCY_MISMATCH');
  });

  it('stays exact where amount times weight passes 2^53', () => {
    const parts = allocateMoney(moneyOf(9_000_000_000_000), [3_000_000_000, 6_000_000_000])._unsafeUnwrap();
    expect(amounts(parts)).toEqual([3_000_000_000_000, 6_000_000_000_000]);
  });

  const weightsArb = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 });

  it('law: allocated parts always sum to the total, not a cent lost or made', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), weightsArb, (total, weights) => {
        const parts = allocateMoney(moneyOf(total), weights)._unsafeUnwrap();
        expect(parts).toHaveLength(weights.length);
        expect(parts.reduce((s, p) => s + p.amount, 0)).toBe(total);
      }),
    );
  });

  it('law: each part is within one cent of its exact proportional share', () => {
    fc.assert(
      fc.property(fc.nat(100_000_000), weightsArb, (total, weights) => {
        fc.pre(weights.some((w) => w > 0));
        const weightSum = weights.reduce((s, w) => s + w, 0);
        const parts = allocateMoney(moneyOf(total), weights)._unsafeUnwrap();
        parts.forEach((p, i) => expect(Math.abs(p.amount - (total * (weights[i] ?? 0)) / weightSum)).toBeLessThan(1));
      }),
    );
  });

  it('law: a discount no larger than the cart never exceeds any line total', () => {
    const linesArb = fc.array(fc.nat(1_000_000), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(linesArb, fc.double({ min: 0, max: 1, noNaN: true }), (lines, ratio) => {
        const cart = lines.reduce((s, l) => s + l, 0);
        fc.pre(cart > 0);
        const discount = moneyOf(Math.floor(cart * ratio));
        const parts = allocateDiscountAcrossLines(
          discount,
          lines.map((l) => moneyOf(l)),
        )._unsafeUnwrap();
        parts.forEach((p, i) => expect(p.amount).toBeLessThanOrEqual(lines[i] ?? 0));
      }),
    );
  });
});
