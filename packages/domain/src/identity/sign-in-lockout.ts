import { MAX_FAILED_SIGN_INS, SIGN_IN_LOCKOUT_SECONDS } from './identity.constants.js';

/** The code a failed sign-in answers with. */
export type SignInFailureCode = 'AUT401' | 'AUT426' | 'AUT423';

/** True while a lock set by failed sign-ins is in force. */
export function isSignInLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

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

/** When a lock that starts now ends. */
export function signInLockExpiry(now: Date): Date {
  return new Date(now.getTime() + SIGN_IN_LOCKOUT_SECONDS * 1000);
}
