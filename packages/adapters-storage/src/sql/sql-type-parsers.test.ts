import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInt8 } from './sql-type-parsers.js';

const INT8_MIN = -(2n ** 63n);
const INT8_MAX = 2n ** 63n - 1n;

describe('parseInt8', () => {
  it('reading any int8 gives back exactly the value written, never a rounded one', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: INT8_MIN, max: INT8_MAX }), (value) => {
        expect(BigInt(parseInt8(value.toString()))).toBe(value);
      }),
    );
  });

  it('an int8 within the safe range reads as a plain number', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        expect(parseInt8(String(value))).toBe(value);
      }),
    );
  });

  it('reads 2^53 + 1 as a bigint', () => {
    expect(parseInt8('9007199254740993')).toBe(9007199254740993n);
  });
});
