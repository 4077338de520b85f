import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoUpc, isValidUpc, upcCheckDigit } from './upc.js';

describe('UPC-A check digits', () => {
  it('computes the check digit of known UPCs', () => {
    expect(upcCheckDigit('03600029145')).toBe(2);
    expect(isValidUpc('036000291452')).toBe(true);
    expect(isValidUpc('036000291453')).toBe(false);
    expect(isValidUpc('36000291452')).toBe(false);
  });

  it('law: every demo UPC is 12 digits with a valid check digit, and distinct item numbers give distinct UPCs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99_999 }), (a, b) => {
        expect(isValidUpc(demoUpc(a))).toBe(true);
        expect(demoUpc(a) === demoUpc(b)).toBe(a === b);
      }),
    );
  });

  it('law: changing any one digit of a valid UPC makes it invalid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.nat(11), fc.integer({ min: 1, max: 9 }), (n, at, delta) => {
        const upc = demoUpc(n);
        const digit = (Number(upc[at]) + delta) % 10;
        return !isValidUpc(upc.slice(0, at) + String(digit) + upc.slice(at + 1));
      }),
    );
  });

  it('refuses item numbers outside 0 to 99999', () => {
    expect(() => demoUpc(100_000)).toThrow();
    expect(() => demoUpc(-1)).toThrow();
  });
});
