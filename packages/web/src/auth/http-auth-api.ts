import { answerOf, createHttpTokenApi, type StrideApiClient } from '@stride/adapters-http/browser';
import type { AuthApi, BasketReader, SignInDeps } from '@stride/application/storefront';
import type { acknowledgedAnswerSchema, cartAnswerSchema, signInAnswerSchema, signUpAnswerSchema } from '@stride/application/storefront';

// Schemas are types only: the browser takes the same-origin answers as typed (no zod shipped).
const acknowledged = () => answerOf<typeof acknowledgedAnswerSchema>();

/** The account calls over the typed client (commerce section 7, Authentication). */
export function createHttpAuthApi(api: StrideApiClient): AuthApi {
  return {
    signIn: (request) => api.call({ method: 'POST', path: '/consumers-v3/auth/signin', body: request, answer: answerOf<typeof signInAnswerSchema>() }),
    signUp: (request) => api.call({ method: 'POST', path: '/consumers-v3/auth/signup', body: request, answer: answerOf<typeof signUpAnswerSchema>() }),
    // The refresh token is an HttpOnly cookie: the server reads it when the body has none.
    signOut: () => api.call({ method: 'POST', path: '/consumers-v3/consumer/auth/signout', body: {}, answer: acknowledged() }),
    forgotPassword: (email) => api.call({ method: 'POST', path: '/consumers-v3/confirmforgotpassword', body: { email }, answer: acknowledged() }),
    resetPassword: (request) => api.call({ method: 'POST', path: '/consumers-v3/consumer/resetpassword', body: request, answer: acknowledged() }),
    confirmLoyalty: (token) => api.call({ method: 'POST', path: '/consumers-v3/consumer/loyalty/confirm', body: { token }, answer: acknowledged() }),
  };
}

/** Reads a basket by id: the account's cart after the sign-in merge. */
export function createHttpBasketReader(api: StrideApiClient): BasketReader {
  return { load: (basketId) => api.call({ method: 'GET', path: `/cart/v1/cart/${encodeURIComponent(basketId)}`, answer: answerOf<typeof cartAnswerSchema>() }) };
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
