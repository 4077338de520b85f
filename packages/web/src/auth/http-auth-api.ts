import { createHttpTokenApi, type StrideApiClient } from '@stride/adapters-http/browser';
import type { AuthApi, BasketReader, SignInDeps } from '@stride/application/storefront';

/** The account calls over the typed client (commerce section 7, Authentication). */
export function createHttpAuthApi(api: StrideApiClient): AuthApi {
  return {
    signIn: (request) => api.call('signIn', { body: request }),
    signUp: (request) => api.call('signUp', { body: request }),
    // The refresh token is an HttpOnly cookie: the server reads it when the body has none.
    signOut: () => api.call('signOut', { body: {} }),
    forgotPassword: (email) => api.call('forgotPassword', { body: { email } }),
    resetPassword: (request) => api.call('resetPassword', { body: request }),
    confirmLoyalty: (token) => api.call('confirmLoyalty', { body: { token } }),
  };
}

/** Reads a basket by id: the account's cart after the sign-in merge. */
export function createHttpBasketReader(api: StrideApiClient): BasketReader {
  return { load: (basketId) => api.call('getCart', { params: { basketId } }) };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Everything the sign-in, sign-up and sign-out flows need, over one API client. */
export function authDeps(api: StrideApiClient): SignInDeps {
  return {
    auth: createHttpAuthApi(api),
    tokens: createHttpTokenApi(api),
    baskets: createHttpBasketReader(api),
    sleep,
    randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
  };
}
