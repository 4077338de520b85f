import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyDisplayFor, formatMoney } from './format-money.js';
import { moneyOf } from './money.js';

const NBSP = '\u00a0';

describe('money display', () => {
  it('shows the code for CAD and the symbol otherwise', () => {
    expect(currencyDisplayFor('CAD')).toBe('code');
    expect(currencyDisplayFor('USD')).toBe('symbol');
    expect(currencyDisplayFor('EUR')).toBe('symbol');
  });

  it('formats with Intl in the shopper locale', () => {
    expect(formatMoney(moneyOf(12999, 'USD'), 'en-US')).toBe('$129.99');
    expect(formatMoney(moneyOf(12999, 'CAD'), 'en-CA')).toBe(`CAD${NBSP}129.99`);
    expect(formatMoney(moneyOf(12999, 'GBP'), 'en-GB')).toBe('£129.99');
    expect(formatMoney(moneyOf(1500, 'JPY'), 'en-US')).toBe('¥1,500');
  });

  it('law: CAD prices always carry the code and never a bare dollar sign', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000_000), fc.constantFrom('en-CA', 'fr-CA', 'en-US'), (amount, locale) => {
        const text = formatMoney(moneyOf(amount, 'CAD'), locale);
        expect(text).toContain('CAD');
        expect(text).not.toContain('$');
      }),
    );
  });
});
