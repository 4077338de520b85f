import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localiseSizeLabel } from './localise-size-label.js';

describe('localiseSizeLabel', () => {
  it('writes half sizes with a decimal comma in French Canadian, a point in English', () => {
    expect(localiseSizeLabel('9.5', 'fr-CA')).toBe('9,5');
    expect(localiseSizeLabel('1.5Y', 'fr-CA')).toBe('1,5Y');
    expect(localiseSizeLabel('9.5', 'en-CA')).toBe('9.5');
    expect(localiseSizeLabel('9.5', 'en-GB')).toBe('9.5');
  });

  it('leaves whole sizes and letter sizes as they are', () => {
    for (const label of ['10', 'XL', 'One Size', 'Taille unique', '2Y']) expect(localiseSizeLabel(label, 'fr-CA')).toBe(label);
  });

  it('localising a half size to French then reading the comma as a point gives it back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), fc.constantFrom('', 'Y'), (whole, suffix) => {
        const label = `${whole}.5${suffix}`;
        expect(localiseSizeLabel(label, 'fr-CA').replace(',', '.')).toBe(label);
      }),
      { numRuns: 50 },
    );
  });
});
