import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactLengthRule, maxLengthRule, maxRule, minLengthRule, minRule } from './length-rules.js';

describe('length and bound rules', () => {
  it('checks min, max and exact lengths of trimmed text', () => {
    expect(minLengthRule(2)('A', {})).toBe('Must be at least 2 characters');
    expect(minLengthRule(2)(' A ', {})).toBe('Must be at least 2 characters');
    expect(minLengthRule(2)('Al', {})).toBeUndefined();
    expect(maxLengthRule(30)('x'.repeat(31), {})).toBe('Must be at most 30 characters');
    expect(maxLengthRule(30)('x'.repeat(30), {})).toBeUndefined();
    expect(exactLengthRule(5)('1234', {})).toBe('Must be exactly 5 characters');
    expect(exactLengthRule(5)('12345', {})).toBeUndefined();
    expect(maxLengthRule(3)('ééé', {})).toBeUndefined();
  });

  it('checks numeric min and max, on numbers and numeric text', () => {
    expect(minRule(1)(0, {})).toBe('Value must be at least 1');
    expect(minRule(1)('1', {})).toBeUndefined();
    expect(maxRule(10)(11, {})).toBe('Value must be at most 10');
    expect(maxRule(10)('ten', {})).toBe('Value must be at most 10');
  });

  it('leaves blank values to the required rule', () => {
    expect(minLengthRule(2)('', {})).toBeUndefined();
    expect(minRule(2)(undefined, {})).toBeUndefined();
  });

  it('law: text passes max length n exactly when it has at most n characters', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii', minLength: 1 }).map((s) => s.replace(/\s/g, 'x')),
        fc.nat(40),
        (text, n) => {
          expect(maxLengthRule(n)(text, {}) === undefined).toBe(text.length <= n);
          expect(minLengthRule(n)(text, {}) === undefined).toBe(text.length >= n);
        },
      ),
    );
  });
});
