import type { AuthApi } from '@stride/application/storefront';
import { ResultAsync } from 'neverthrow';
import { captchaToken, type CaptchaTokens } from './captcha-tokens.js';

/**
 * The account calls with a captcha token each: sign-in sends one for `login`, sign-up one for `register` (a sign-up
 * that signs in at once sends both, as reCAPTCHA Enterprise tokens are single use). With the captcha off the calls
 * go as they were.
 * @example await signInWithPkce({ ...deps, auth: withCaptchaTokens(deps.auth) }, input)
 */
export function withCaptchaTokens(auth: AuthApi, tokens: CaptchaTokens = captchaToken): AuthApi {
  return {
    ...auth,
    signIn: (request) =>
      ResultAsync.fromSafePromise(tokens('login')).andThen((token) => auth.signIn(token === undefined ? request : { ...request, recaptcha_response: token })),
    signUp: (request) =>
      ResultAsync.fromSafePromise(tokens('register')).andThen((token) =>
        auth.signUp(token === undefined ? request : { ...request, recaptcha_response: token }),
      ),
  };
}
