import { errAsync, type ResultAsync } from 'neverthrow';
import {
  emailRule,
  maxLengthRule,
  passwordRule,
  requiredRule,
  sameAsRule,
  validateFields,
  VALIDATION_EMAIL_MAX_LENGTH,
  type FieldErrors,
} from '@stride/domain/validation';
import { STOREFRONT_MESSAGES } from '@stride/domain/errors';
import type { AuthApi } from './auth-api.port.js';

/** A form that did not go through: field messages, or one message for the whole form. */
export interface FormFailure<F extends string> {
  readonly fieldErrors?: FieldErrors<F>;
  readonly message?: string;
  /** The API's error code behind `message`, so that a page can word it in its own language. */
  readonly errorId?: string;
  /** The e-mailed link is spent or expired (AUT402): the shopper needs a new one. */
  readonly linkExpired?: boolean;
}

/**
 * Asks for a reset link. The server answers the same for any e-mail, so the page says the same
 * whether or not an account exists; only a malformed address or an unreachable store fails here.
 * @example await requestPasswordReset(auth, 'shopper@stride.example') // ok
 */
export function requestPasswordReset(auth: AuthApi, email: string): ResultAsync<void, FormFailure<'email'>> {
  const fieldErrors = validateFields<'email'>({ email: email.trim() }, { email: [requiredRule(), emailRule(), maxLengthRule(VALIDATION_EMAIL_MAX_LENGTH)] });
  if (Object.keys(fieldErrors).length > 0) return errAsync({ fieldErrors });
  return auth
    .forgotPassword(email.trim())
    .map(() => undefined)
    .mapErr((failure) =>
      failure.kind === 'answer' ? { message: failure.error.message, errorId: failure.error.errorId } : { message: STOREFRONT_MESSAGES.SOMETHING_WENT_WRONG },
    );
}

/** FE340's wording (the server's table, written out so the page loads no table; the test compares them). */
export const PASSWORDS_DIFFER = 'The passwords do not match.';

export interface ResetPasswordInput {
  readonly token: string;
  readonly password: string;
  readonly confirmation: string;
}

/**
 * Sets a new password with the e-mailed token: the sign-up strength rule and a matching
 * confirmation first (FE340's situation), then the call; AUT402 says the link has expired.
 * @example await resetPassword(auth, { token, password: 'New-pass-1', confirmation: 'New-pass-1' })
 */
export function resetPassword(auth: AuthApi, input: ResetPasswordInput): ResultAsync<void, FormFailure<'password' | 'confirmation'>> {
  const fieldErrors = validateFields<'password' | 'confirmation'>(
    { password: input.password, confirmation: input.confirmation },
    { password: [requiredRule(), passwordRule()], confirmation: [requiredRule(), sameAsRule('password', 'the new password', PASSWORDS_DIFFER)] },
  );
  if (Object.keys(fieldErrors).length > 0) return errAsync({ fieldErrors });
  if (input.token.trim() === '') return errAsync({ message: 'This password reset link is not complete. Please request a new one.', linkExpired: true });
  return auth
    .resetPassword({ token: input.token, newPassword: input.password, confirmPassword: input.confirmation })
    .map(() => undefined)
    .mapErr((failure) => {
      if (failure.kind !== 'answer') return { message: STOREFRONT_MESSAGES.SOMETHING_WENT_WRONG };
      if (failure.error.errorId === 'AUT402') return { message: failure.error.message, errorId: 'AUT402', linkExpired: true };
      if (failure.error.errorId === 'FE340') return { fieldErrors: { confirmation: failure.error.message } };
      if (failure.error.errorId === 'FE872' || failure.error.errorId === 'PRO415' || failure.error.errorId === 'AUT451' || failure.error.errorId === 'AUT452') {
        return { fieldErrors: { password: failure.error.message } };
      }
      return { message: failure.error.message, errorId: failure.error.errorId };
    });
}

const LOYALTY_LINK_INCOMPLETE = 'This confirmation link is not complete. Sign in and ask for a new one from your account.';
// AUT402's catalogue wording is about password reset links; this link is a membership's.
const LOYALTY_LINK_EXPIRED = 'This confirmation link has expired or was already used. Sign in and ask for a new one from your account.';

/**
 * Confirms a loyalty membership with the token of the e-mailed double opt-in link; AUT402 says
 * the link is spent or expired.
 * @example await confirmLoyaltyMembership(auth, token) // ok: rewards can be used
 */
export function confirmLoyaltyMembership(auth: AuthApi, token: string): ResultAsync<void, FormFailure<never>> {
  if (token.trim() === '') return errAsync({ message: LOYALTY_LINK_INCOMPLETE, linkExpired: true });
  return auth
    .confirmLoyalty(token)
    .map(() => undefined)
    .mapErr((failure) => {
      if (failure.kind !== 'answer') return { message: STOREFRONT_MESSAGES.SOMETHING_WENT_WRONG };
      if (failure.error.errorId === 'AUT402') return { message: LOYALTY_LINK_EXPIRED, errorId: 'AUT402', linkExpired: true };
      return { message: failure.error.message, errorId: failure.error.errorId };
    });
}
