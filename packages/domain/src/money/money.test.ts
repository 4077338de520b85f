import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_DEFAULT_CURRENCY, moneyOf, zeroMoney } from './money.js';
import { moneySchema } from './money.schema.js';
import { addMoney, sumMoney } from './add-money.js';
import { subtractMoney } from './subtract-money.js';
import { multiplyMoney } from './multiply-money.js';
import { currencyExponent } from './currency-exponent.js';

const amountArb = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

describe('Money', () => {
  it('defaults to USD, the spec default currency', () => {
    expect(MONEY_DEFAULT_CURRENCY).toBe('USD');
    expect(moneyOf(12999)).toEqual({ amount: 12999, currency: 'USD' });
    expect(zeroMoney('EUR')).toEqual({ amount: 0, currency: 'EUR' });
  });

  it('rejects fractional minor units as a programming error', () => {
    expect(() => moneyOf(129.99)).toThrow(RangeError);
  });

  it('schema accepts integer minor units with an ISO code and refuses the rest', () => {
    expect(moneySchema.safeParse({ amount: 12999, currency: 'USD' }).success).toBe(true);
    expect(moneySchema.safeParse({ amount: 129.99, currency: 'USD' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: 1, currency: 'usd' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: 1, currency: 'DOLLAR' }).success).toBe(false);
  });

  it('knows minor-unit exponents: JPY 0, most 2, KWD 3', () => {
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('KWD')).toBe(3);
  });
});

describe('addMoney and sumMoney', () => {
  it('adds amounts of one currency', () => {
    expect(addMoney(moneyOf(100), moneyOf(250))._unsafeUnwrap()).toEqual(moneyOf(350));
    expect(sumMoney([moneyOf(1), moneyOf(2), moneyOf(3)], 'USD')._unsafeUnwrap()).toEqual(moneyOf(6));
  });

  it('sums an empty list to zero of the given currency', () => {
    expect(sumMoney([], 'CAD')._unsafeUnwrap()).toEqual(zeroMoney('CAD'));
  });

  it('refuses to mix currencies', () => {
    const mixed = addMoney(moneyOf(100, 'USD'), moneyOf(100, 'CAD'));
    expect(mixed._unsafeUnwrapErr().code).toBe('MONEY_CURRENCY_MISMATCH');
    expect(sumMoney([moneyOf(1, 'EUR')], 'USD')._unsafeUnwrapErr().code).toBe('MONEY_CURRENCY_MISMATCH');
    expect(subtractMoney(moneyOf(1, 'EUR'), moneyOf(1))._unsafeUnwrapErr().code).toBe('MONEY_CURRENCY_MISMATCH');
  });

  it('subtracts and multiplies by a quantity', () => {
    expect(subtractMoney(moneyOf(12999), moneyOf(2000))._unsafeUnwrap()).toEqual(moneyOf(10999));
    expect(multiplyMoney(moneyOf(2500, 'GBP'), 3)).toEqual(moneyOf(7500, 'GBP'));
    expect(() => multiplyMoney(moneyOf(1), 1.5)).toThrow(RangeError);
  });

  it('law: a sum is the same whatever the order of its items', () => {
    fc.assert(
      fc.property(fc.array(amountArb), (amounts) => {
        const items = amounts.map((a) => moneyOf(a, 'EUR'));
        const forward = sumMoney(items, 'EUR')._unsafeUnwrap();
        const backward = sumMoney([...items].reverse(), 'EUR')._unsafeUnwrap();
        expect(forward).toEqual(backward);
        expect(forward.amount).toBe(amounts.reduce((s, a) => s + a, 0));
      }),
    );
  });

  it('law: subtracting what was added gives the original back', () => {
    fc.assert(
      fc.property(amountArb, amountArb, (a, b) => {
        const sum = addMoney(moneyOf(a), moneyOf(b))._unsafeUnwrap();
        expect(subtractMoney(sum, moneyOf(b))._unsafeUnwrap()).toEqual(moneyOf(a));
      }),
    );
  });
});
