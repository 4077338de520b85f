import type { ResultAsync } from 'neverthrow';
import type { z } from 'zod';
import type { SignInRequest, SignUpRequest, signInAnswerSchema, signUpAnswerSchema } from '../../api-contract/identity.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';

export type SignInAnswer = z.infer<typeof signInAnswerSchema>;
export type SignUpAnswer = z.infer<typeof signUpAnswerSchema>;

/** The account calls of the Stride API as the storefront sees them (commerce section 7, Authentication). */
export interface AuthApi {
  /** `POST /consumers-v3/auth/signin`: an authorization code bound to the PKCE challenge. */
  signIn(request: SignInRequest): ResultAsync<SignInAnswer, ApiFailure>;
  /** `POST /consumers-v3/auth/signup`. */
  signUp(request: SignUpRequest): ResultAsync<SignUpAnswer, ApiFailure>;
  /**
   * `POST /consumers-v3/consumer/auth/signout`. The refresh token lives in an HttpOnly cookie the
   * page cannot read, so the call carries no token and the server reads the cookie.
   */
  signOut(): ResultAsync<unknown, ApiFailure>;
  /** `POST /consumers-v3/confirmforgotpassword`: the same answer whether or not the account exists. */
  forgotPassword(email: string): ResultAsync<unknown, ApiFailure>;
  /** `POST /consumers-v3/consumer/resetpassword` with the token of the e-mailed link. */
  resetPassword(request: { readonly token: string; readonly newPassword: string; readonly confirmPassword?: string }): ResultAsync<unknown, ApiFailure>;
  /** `POST /consumers-v3/consumer/loyalty/confirm` with the token of the e-mailed double opt-in link. */
  confirmLoyalty(token: string): ResultAsync<unknown, ApiFailure>;
}
