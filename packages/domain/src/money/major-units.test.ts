import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMajorUnits, toMajorUnits } from './major-units.js';
import { moneyOf } from './money.js';

describe('major units on the wire', () => {
  it('converts 129.99 <-> 12999 for USD', () => {
    expect(toMajorUnits(moneyOf(12999, 'USD'))).toBe(129.99);
    expect(fromMajorUnits(129.99, 'USD')._unsafeUnwrap()).toEqual(moneyOf(12999, 'USD'));
  });

  it('uses exponent 0 for JPY', () => {
    expect(toMajorUnits(moneyOf(1500, 'JPY'))).toBe(1500);
    expect(fromMajorUnits(1500, 'JPY')._unsafeUnwrap()).toEqual(moneyOf(1500, 'JPY'));
  });

  it('defaults to USD and survives binary noise such as 0.1 + 0.2', () => {
    expect(fromMajorUnits(0.1 + 0.2)._unsafeUnwrap()).toEqual(moneyOf(30, 'USD'));
    expect(fromMajorUnits(-19.99)._unsafeUnwrap()).toEqual(moneyOf(-1999, 'USD'));
  });

  it('refuses amounts finer than the minor unit, and non-numbers', () => {
    expect(fromMajorUnits(129.999, 'USD')._unsafeUnwrapErr().code).toBe('MONEY_TOO_PRECISE');
    expect(fromMajorUnits(12.5, 'JPY')._unsafeUnwrapErr().code).toBe('MONEY_TOO_PRECISE');
    expect(fromMajorUnits(Number.NaN)._unsafeUnwrapErr().code).toBe('MONEY_INVALID_AMOUNT');
    expect(fromMajorUnits(Number.POSITIVE_INFINITY)._unsafeUnwrapErr().code).toBe('MONEY_INVALID_AMOUNT');
    expect(fromMajorUnits(1e20)._unsafeUnwrapErr().code).toBe('MONEY_INVALID_AMOUNT');
  });

  it('law: minor units sent as major units and read back are unchanged', () => {
    const currencyArb = fc.constantFrom('USD', 'CAD', 'EUR', 'GBP', 'JPY', 'KWD');
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), currencyArb, (amount, currency) => {
        const money = moneyOf(amount, currency);
        expect(fromMajorUnits(toMajorUnits(money), currency)._unsafeUnwrap()).toEqual(money);
      }),
    );
  });
});
