import { createHttpTokenApi, type StrideApiClient } from '@stride/adapters-http/browser';
import {
  acknowledgedAnswerSchema,
  cartAnswerSchema,
  signInAnswerSchema,
  signUpAnswerSchema,
  type AuthApi,
  type BasketReader,
  type SignInDeps,
} from '@stride/application/storefront';

/** The account calls over the typed client (commerce section 7, Authentication). */
export function createHttpAuthApi(api: StrideApiClient): AuthApi {
  return {
    signIn: (request) => api.call({ method: 'POST', path: '/consumers-v3/auth/signin', body: request, answer: signInAnswerSchema }),
    signUp: (request) => api.call({ method: 'POST', path: '/consumers-v3/auth/signup', body: request, answer: signUpAnswerSchema }),
    // The refresh token is an HttpOnly cookie: the server reads it when the body has none.
    signOut: () => api.call({ method: 'POST', path: '/consumers-v3/consumer/auth/signout', body: {}, answer: acknowledgedAnswerSchema }),
    forgotPassword: (email) => api.call({ method: 'POST', path: '/consumers-v3/confirmforgotpassword', body: { email }, answer: acknowledgedAnswerSchema }),
    resetPassword: (request) => api.call({ method: 'POST', path: '/consumers-v3/consumer/resetpassword', body: request, answer: acknowledgedAnswerSchema }),
  };
}

/** Reads a basket by id: the account's cart after the sign-in merge. */
export function createHttpBasketReader(api: StrideApiClient): BasketReader {
  return { load: (basketId) => api.call({ method: 'GET', path: `/cart/v1/cart/${encodeURIComponent(basketId)}`, answer: cartAnswerSchema }) };
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
