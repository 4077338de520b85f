import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskGiftCardNumber } from './gift-card-label.js';

describe('maskGiftCardNumber', () => {
  it('shows the last 4 digits and masks the rest', () => {
    expect(maskGiftCardNumber('6006 4912 3456 7890')).toBe('************7890');
    expect(maskGiftCardNumber('6006-4912-3456-7890')).toBe('************7890');
    expect(maskGiftCardNumber('1234')).toBe('1234');
  });

  it('keeps the length and the last 4 characters, and hides all the others', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{0,24}$/), (digits) => {
        const label = maskGiftCardNumber(digits);
        expect(label).toHaveLength(digits.length);
        expect(label.slice(-4)).toBe(digits.slice(-4));
        expect(label.slice(0, -4).replaceAll('*', '')).toBe('');
      }),
    );
  });
});
