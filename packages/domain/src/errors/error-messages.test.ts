import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_ERROR_IDS } from './cart-error-ids.js';
import { addedMaxQuantityMessage } from './cart-error-messages.js';
import { ERROR_MESSAGE_TABLE, errorMessageFor, strideErrorMessage } from './error-messages.js';
import { fillErrorPlaceholders, hasUnfilledPlaceholder } from './error-placeholders.js';
import { strideError } from './stride-error.js';
import { SERVER_ERROR_CATALOGUE } from './server-error-catalogue.js';

describe('error message table', () => {
  it('has an English default for every server code and every cart error id', () => {
    for (const code of [...SERVER_ERROR_CATALOGUE.map((e) => e.code), ...CART_ERROR_IDS]) {
      expect(ERROR_MESSAGE_TABLE[code], code).toMatch(/\S/);
    }
  });

  it('keeps the spec wording for ITEM_OOS', () => {
    expect(errorMessageFor('ITEM_OOS')).toBe('this item could not be moved to cart');
  });

  it('names the maximum quantity when present, else gives the default message', () => {
    expect(addedMaxQuantityMessage(5)).toBe('You can add up to 5 of this item.');
    expect(addedMaxQuantityMessage()).toBe('You have added the maximum quantity allowed for this item.');
    expect(errorMessageFor('INV408', { maxQty: 3 })).toContain('3');
    expect(errorMessageFor('INV408')).not.toContain('{');
  });

  it('words an error without a message of its own from the table, its details filling the placeholders', () => {
    expect(strideErrorMessage(strideError('INV408', undefined, { maxQty: 4 }))).toBe('You have added the maximum quantity of 4 for this item.');
    expect(strideErrorMessage(strideError('GFC740', 'No money left'))).toBe('No money left');
    expect(strideErrorMessage(strideError('SOMETHING_NEW'))).toBe('SOMETHING_NEW');
  });

  it('law: an answered error is never worded empty', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (code) => {
        expect(strideErrorMessage(strideError(code)).length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });

  it('has no entry for a code outside the table', () => {
    expect(errorMessageFor('XYZ999')).toBeUndefined();
    expect(errorMessageFor('toString')).toBeUndefined();
    expect(errorMessageFor('__proto__')).toBeUndefined();
  });

  it('fills general placeholders and leaves unknown ones visible', () => {
    expect(fillErrorPlaceholders('Call {phone} about {orderNo}', { phone: '555' })).toBe('Call 555 about {orderNo}');
    expect(hasUnfilledPlaceholder('Call 555 about {orderNo}')).toBe(true);
    expect(hasUnfilledPlaceholder('Call 555')).toBe(false);
  });

  it('law: a text without braces is left unchanged by filling', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('{')),
        fc.dictionary(fc.string({ minLength: 1 }), fc.string()),
        (text, values) => fillErrorPlaceholders(text, values) === text,
      ),
    );
  });

  it('law: filling every placeholder leaves none unfilled and puts each value in', () => {
    const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,8}$/);
    const plain = fc.string().filter((s) => !s.includes('{') && !s.includes('}'));
    fc.assert(
      fc.property(plain, name, plain, fc.integer(), (before, key, after, value) => {
        const filled = fillErrorPlaceholders(`${before}{${key}}${after}`, { [key]: value });
        expect(filled).toBe(`${before}${value}${after}`);
        expect(hasUnfilledPlaceholder(filled)).toBe(false);
      }),
    );
  });

  it('law: no table message reaches a shopper with a placeholder, whatever values are given', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(ERROR_MESSAGE_TABLE)), (code) => {
        expect(hasUnfilledPlaceholder(errorMessageFor(code, {}) ?? '')).toBe(false);
      }),
    );
  });
});
