import { MAX_FAILED_SIGN_INS } from './identity.constants.js';

/** The code a failed sign-in answers with. */
export type SignInFailureCode = 'AUT401' | 'AUT426' | 'AUT423';

/**
 * The answer to a wrong password, given the failures counted including this one: AUT426 when one
 * attempt is left, AUT423 once locked, AUT401 otherwise.
 * @example signInFailureCode(4) // 'AUT426'
 */
export function signInFailureCode(failuresIncludingThis: number): SignInFailureCode {
  if (failuresIncludingThis >= MAX_FAILED_SIGN_INS) return 'AUT423';
  if (failuresIncludingThis === MAX_FAILED_SIGN_INS - 1) return 'AUT426';
  return 'AUT401';
}
