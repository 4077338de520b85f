import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { errorMessageFor, productErrorFromAnswer } from '@stride/domain/errors';
import type { TokenGrant, TokenRequest } from '../../api-contract/auth-token.contract.js';
import type { CartAnswer } from '../../api-contract/cart.contract.js';
import type { SignInRequest, SignUpRequest } from '../../api-contract/identity.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import type { TokenApi } from '../ports/token-api.port.js';
import type { AuthApi } from './auth-api.port.js';
import type { BasketReader } from './basket-reader.port.js';
import type { SignInDeps } from './sign-in-with-pkce.js';

/** An error answer as the API client builds it; the message is the bff's wording of the code unless given. */
export function answerFailure(status: number, errorId: string, message = errorMessageFor(errorId) ?? `server says ${errorId}`): ApiFailure {
  const error = productErrorFromAnswer(status, { errorDetails: [{ errorId, message }], correlationId: 'c1' });
  if (error === undefined) throw new Error('fixture must be an errorDetails answer');
  return { kind: 'answer', status, error };
}

export const networkFailure: ApiFailure = { kind: 'network', message: 'offline' };

/** A basket answer with the fields the auth flows read (the rest of the cart is not their business). */
export function basket(basketId: string, totalItems: number): CartAnswer {
  return { basketId, totalItems } as unknown as CartAnswer;
}

export function grant(overrides: Partial<TokenGrant> = {}): TokenGrant {
  return { accessToken: 'a', refreshToken: 'r', expiresIn: 900, consumerNo: '1000000001', consumerType: 'REGISTERED', ...overrides };
}

/** An in-memory Stride API for the auth flows: records every call, answers what the test scripted. */
export interface FakeAuthWorld {
  readonly calls: {
    signIn: SignInRequest[];
    signUp: SignUpRequest[];
    token: TokenRequest[];
    baskets: string[];
    signOut: number;
    forgot: string[];
    reset: { token: string; newPassword: string; confirmPassword?: string }[];
    confirmLoyalty: string[];
  };
  signInAnswer: ResultAsync<{ authorizationCode: string }, ApiFailure> | (() => ResultAsync<{ authorizationCode: string }, ApiFailure>);
  signUpAnswer: () => ResultAsync<{ consumerNo: string; email: string; consumerType: 'REGISTERED' }, ApiFailure>;
  /** Token answers in order: a grant, or a failure status. */
  tokenAnswers: (TokenGrant | ApiFailure)[];
  baskets: Map<string, CartAnswer>;
  signOutAnswer: () => ResultAsync<unknown, ApiFailure>;
  resetAnswer: () => ResultAsync<unknown, ApiFailure>;
  confirmLoyaltyAnswer: () => ResultAsync<unknown, ApiFailure>;
  readonly waits: number[];
}

export function fakeAuthWorld(): FakeAuthWorld & { deps: SignInDeps; auth: AuthApi; tokens: TokenApi; baskets: Map<string, CartAnswer> } {
  const world: FakeAuthWorld = {
    calls: { signIn: [], signUp: [], token: [], baskets: [], signOut: 0, forgot: [], reset: [], confirmLoyalty: [] },
    signInAnswer: () => okAsync({ authorizationCode: 'code-1' }),
    signUpAnswer: () => okAsync({ consumerNo: 'C1', email: 'new@stride.example', consumerType: 'REGISTERED' as const }),
    tokenAnswers: [grant()],
    baskets: new Map(),
    signOutAnswer: () => okAsync({ success: true }),
    resetAnswer: () => okAsync({ success: true }),
    confirmLoyaltyAnswer: () => okAsync({ success: true }),
    waits: [],
  };
  const auth: AuthApi = {
    signIn: (request) => {
      world.calls.signIn.push(request);
      return typeof world.signInAnswer === 'function' ? world.signInAnswer() : world.signInAnswer;
    },
    signUp: (request) => {
      world.calls.signUp.push(request);
      return world.signUpAnswer();
    },
    signOut: () => {
      world.calls.signOut += 1;
      return world.signOutAnswer();
    },
    forgotPassword: (email) => {
      world.calls.forgot.push(email);
      return okAsync({ success: true });
    },
    resetPassword: (request) => {
      world.calls.reset.push(request);
      return world.resetAnswer();
    },
    confirmLoyalty: (token) => {
      world.calls.confirmLoyalty.push(token);
      return world.confirmLoyaltyAnswer();
    },
  };
  const tokens: TokenApi = {
    requestToken: (request) => {
      world.calls.token.push(request);
      const next = world.tokenAnswers.shift() ?? answerFailure(500, 'GEN500');
      return 'accessToken' in next ? okAsync(next) : errAsync(next);
    },
  };
  const baskets: BasketReader = {
    load: (basketId) => {
      world.calls.baskets.push(basketId);
      const found = world.baskets.get(basketId);
      return found === undefined ? errAsync(answerFailure(404, 'BSK404')) : okAsync(found);
    },
  };
  let seed = 0;
  const deps: SignInDeps = {
    auth,
    tokens,
    baskets,
    sleep: async (ms) => void world.waits.push(ms),
    randomBytes: (length) => Uint8Array.from({ length }, () => (seed += 7) % 256),
  };
  return Object.assign(world, { deps, auth, tokens });
}
