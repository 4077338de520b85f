import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colourIdFromMasterId, isColourVariantId } from './colour-variant.js';

describe('colour variants', () => {
  it('accepts 8 upper-case alphanumeric characters only', () => {
    expect(isColourVariantId('HQ4199AB')).toBe(true);
    expect(isColourVariantId('hq4199ab')).toBe(false);
    expect(isColourVariantId('HQ4199A')).toBe(false);
    expect(isColourVariantId('HQ4199ABC')).toBe(false);
  });

  it('takes the colour id from the last 3 characters of the master id', () => {
    expect(colourIdFromMasterId('HQ4199AB')).toBe('9AB');
    expect(colourIdFromMasterId('AB')).toBeNull();
  });

  it('a master id ends with its colour id', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{3,11}$/), (masterId) => {
        const colour = colourIdFromMasterId(masterId);
        expect(colour).toHaveLength(3);
        expect(masterId.endsWith(colour ?? '')).toBe(true);
      }),
    );
  });
});
