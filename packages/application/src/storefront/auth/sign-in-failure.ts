import { STOREFRONT_MESSAGES } from '@stride/domain/errors';
import type { FieldErrors } from '@stride/domain/validation';
import type { ApiFailure } from '../ports/api-failure.js';

/**
 * Why a sign-in did not end signed in. `credentials`, `last-attempt` and `locked` come from the
 * sign-in answer (AUT401-family, AUT426, AUT423): the form shows the server's message and, for
 * the last two, a way to reset the password (account section 8: the message may carry links to
 * reset the password and to contact us).
 */
export type SignInFailureReason = 'invalid' | 'credentials' | 'last-attempt' | 'locked' | 'captcha' | 'unavailable';

export interface SignInFailure {
  readonly reason: SignInFailureReason;
  /** What the shopper reads, above the form (role="alert"). */
  readonly message: string;
  /** Field messages when the form itself is not valid (reason `invalid`). */
  readonly fieldErrors?: FieldErrors<'email' | 'password'>;
  /** The API failure behind it, when there was a call. */
  readonly failure?: ApiFailure;
}

// The invalid-credentials family of commerce section 8 (all worded alike by the server).
const CREDENTIALS = new Set(['AUT401', 'AUT418', 'AUT437', 'AUT438', 'AUT404']);

/**
 * The shopper-facing failure of a sign-in call: the server's message for an error answer (the
 * sign-in failure row of account section 8), a generic one when the store could not be reached.
 * @example signInFailureFrom({ kind: 'answer', status: 401, error }).reason // 'credentials'
 */
export function signInFailureFrom(failure: ApiFailure): SignInFailure {
  if (failure.kind !== 'answer') return { reason: 'unavailable', message: STOREFRONT_MESSAGES.SOMETHING_WENT_WRONG, failure };
  const { errorId, message } = failure.error;
  const reason: SignInFailureReason =
    errorId === 'AUT426'
      ? 'last-attempt'
      : errorId === 'AUT423' || errorId === 'AUT441'
        ? 'locked'
        : errorId === 'AUT403'
          ? 'captcha'
          : CREDENTIALS.has(errorId)
            ? 'credentials'
            : 'unavailable';
  return { reason, message, failure };
}
