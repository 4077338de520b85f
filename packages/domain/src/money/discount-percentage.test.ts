import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercentage, roundPercentage } from './discount-percentage.js';
import { moneyOf } from './money.js';

describe('percentages', () => {
  it('rounds to 1 decimal', () => {
    expect(roundPercentage(33.333)).toBe(33.3);
    expect(roundPercentage(12.25)).toBe(12.3);
    expect(roundPercentage(0.15)).toBe(0.2);
    expect(roundPercentage(-12.25)).toBe(-12.3);
    expect(roundPercentage(50)).toBe(50);
  });

  it('computes the discount from original and current price', () => {
    expect(discountPercentage(moneyOf(12999), moneyOf(9099))._unsafeUnwrap()).toBe(30);
    expect(discountPercentage(moneyOf(300), moneyOf(200))._unsafeUnwrap()).toBe(33.3);
    expect(discountPercentage(moneyOf(800), moneyOf(700))._unsafeUnwrap()).toBe(12.5);
    expect(discountPercentage(moneyOf(1600), moneyOf(1401))._unsafeUnwrap()).toBe(12.4);
  });

  it('shows 0 for a price that is not reduced or has no original', () => {
    expect(discountPercentage(moneyOf(100), moneyOf(100))._unsafeUnwrap()).toBe(0);
    expect(discountPercentage(moneyOf(100), moneyOf(150))._unsafeUnwrap()).toBe(0);
    expect(discountPercentage(moneyOf(0), moneyOf(0))._unsafeUnwrap()).toBe(0);
  });

  it('refuses to compare two currencies', () => {
    expect(discountPercentage(moneyOf(1, 'EUR'), moneyOf(1))._unsafeUnwrapErr().code).toBe('MONEY_CURRENCY_MISMATCH');
  });

  it('law: a discount percentage lies in [0, 100] with at most one decimal', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (original, current) => {
        const pct = discountPercentage(moneyOf(original), moneyOf(current))._unsafeUnwrap();
        expect(pct).toBeGreaterThanOrEqual(0);
        expect(pct).toBeLessThanOrEqual(100);
        expect(Number.isInteger(Math.round(pct * 10))).toBe(true);
        expect(Math.abs(pct * 10 - Math.round(pct * 10))).toBeLessThan(1e-9);
      }),
    );
  });

  it('law: the rounded percentage is within 0.05 of the exact one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.nat(10_000_000), (original, current) => {
        fc.pre(current < original);
        const exact = ((original - current) / original) * 100;
        const pct = discountPercentage(moneyOf(original), moneyOf(current))._unsafeUnwrap();
        expect(Math.abs(pct - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});
