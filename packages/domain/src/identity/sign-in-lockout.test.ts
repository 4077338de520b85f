import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FAILED_SIGN_INS } from './identity.constants.js';
import { signInFailureCode } from './sign-in-lockout.js';

describe('sign-in lockout', () => {
  it('answers AUT401, then AUT426 on the last attempt, then AUT423 once locked', () => {
    expect([1, 2, 3, 4, 5, 6].map(signInFailureCode)).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT423', 'AUT423']);
  });

  it('law: AUT426 is answered for exactly one failure count, the one before the lock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (count) => {
        expect(signInFailureCode(count) === 'AUT426').toBe(count === MAX_FAILED_SIGN_INS - 1);
        expect(signInFailureCode(count) === 'AUT423').toBe(count >= MAX_FAILED_SIGN_INS);
      }),
    );
  });
});
