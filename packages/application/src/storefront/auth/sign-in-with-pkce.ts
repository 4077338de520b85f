import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { codeChallengeS256, createCodeVerifier, needsEmployeeTermsDialog, PKCE_VERIFIER_BYTES } from '@stride/domain/auth';
import { shouldShowMergedCartNotification } from '@stride/domain/cart';
import { STOREFRONT_MESSAGES } from '@stride/domain/errors';
import { validateSignIn } from '@stride/domain/validation';
import type { GuestObjects, TokenGrant } from '../../api-contract/auth-token.contract.js';
import type { CartAnswer } from '../../api-contract/cart.contract.js';
import type { Sleep } from '../ports/sleep.port.js';
import type { TokenApi } from '../ports/token-api.port.js';
import { acquireToken } from './acquire-token.js';
import type { AuthApi } from './auth-api.port.js';
import type { BasketReader } from './basket-reader.port.js';
import { signInFailureFrom, type SignInFailure } from './sign-in-failure.js';

export interface SignInDeps {
  readonly auth: AuthApi;
  readonly tokens: TokenApi;
  readonly baskets: BasketReader;
  readonly sleep: Sleep;
  /** Cryptographically random bytes (`crypto.getRandomValues` in the browser). */
  readonly randomBytes: (length: number) => Uint8Array;
}

export interface SignInInput {
  readonly email: string;
  readonly password: string;
  /** The guest's basket, favorites and saved-for-later, merged into the account (commerce section 4). */
  readonly guestObjects?: GuestObjects;
  /** Items in the guest's cart before signing in: the merged-cart notice shows only when this rises. */
  readonly itemCountBefore: number;
}

export interface SignedIn {
  readonly grant: TokenGrant;
  /** The account's cart after the merge (the grant's basketId), or null when the account has none or it could not be read. */
  readonly cart: CartAnswer | null;
  /** Show the merged-cart notification (commerce section 4: the item count rose). */
  readonly mergedCartNotice: boolean;
  /** An employee who has not accepted the discount terms sees the terms dialog. */
  readonly employeeTerms: boolean;
}

function withoutEmpty(objects: GuestObjects | undefined): GuestObjects | undefined {
  if (objects === undefined) return undefined;
  const kept = Object.fromEntries(Object.entries(objects).filter(([, id]) => typeof id === 'string' && id !== '')) as GuestObjects;
  return Object.keys(kept).length === 0 ? undefined : kept;
}

/**
 * Signs a shopper in with PKCE (commerce section 4, Authentication): a verifier of 32 random
 * bytes, its S256 challenge sent with the credentials, the answered code exchanged with the
 * verifier and the guest objects for a registered token (the token call retries once after 2 s on
 * 409), then the merged basket read to decide the merged-cart notice.
 * @example await signInWithPkce(deps, { email, password, guestObjects: { basketId }, itemCountBefore: 1 })
 */
export function signInWithPkce(deps: SignInDeps, input: SignInInput): ResultAsync<SignedIn, SignInFailure> {
  const fieldErrors = validateSignIn({ email: input.email.trim(), password: input.password });
  if (Object.keys(fieldErrors).length > 0) {
    return errAsync({ reason: 'invalid', message: 'Please check the highlighted fields.', fieldErrors });
  }
  const codeVerifier = createCodeVerifier(deps.randomBytes(PKCE_VERIFIER_BYTES));
  const guestObjects = withoutEmpty(input.guestObjects);
  return ResultAsync.fromSafePromise(codeChallengeS256(codeVerifier))
    .andThen((codeChallenge) =>
      deps.auth.signIn({ type: 'Registered', username: input.email.trim(), password: input.password, codeChallenge }).mapErr(signInFailureFrom),
    )
    .andThen(({ authorizationCode }) =>
      acquireToken(
        { api: deps.tokens, sleep: deps.sleep },
        { type: 'Registered', authorizationCode, codeVerifier, ...(guestObjects === undefined ? {} : { guestObjects }) },
      )
        .mapErr(signInFailureFrom)
        .andThen((outcome) =>
          outcome.kind === 'granted'
            ? okAsync<TokenGrant, SignInFailure>(outcome.grant)
            : errAsync<TokenGrant, SignInFailure>({ reason: 'unavailable', message: STOREFRONT_MESSAGES.SOMETHING_WENT_WRONG }),
        ),
    )
    .andThen((grant) => {
      const employeeTerms = needsEmployeeTermsDialog(grant);
      const basketId = grant.basketId;
      // The shopper is signed in from here on: a cart that cannot be read is no sign-in failure.
      const cart =
        basketId === undefined ? okAsync<CartAnswer | null, never>(null) : deps.baskets.load(basketId).orElse(() => okAsync<CartAnswer | null, never>(null));
      return cart.map((merged): SignedIn => ({
        grant,
        cart: merged,
        mergedCartNotice: merged !== null && shouldShowMergedCartNotification(input.itemCountBefore, merged.totalItems),
        employeeTerms,
      }));
    });
}
