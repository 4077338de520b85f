import { ResultAsync } from 'neverthrow';
import { signOutPlan, type SignOutClearedStore } from '@stride/domain/auth';
import { STOREFRONT_MESSAGES } from '@stride/domain/errors';
import type { Sleep } from '../ports/sleep.port.js';
import type { TokenApi } from '../ports/token-api.port.js';
import { acquireToken } from './acquire-token.js';
import type { AuthApi } from './auth-api.port.js';

export interface SignOutDeps {
  readonly auth: AuthApi;
  readonly tokens: TokenApi;
  readonly sleep: Sleep;
  /** Empties the client stores named by the plan (local storage and the state built on it). */
  readonly clearStores: (stores: readonly SignOutClearedStore[]) => void;
  /** Shows the sign-out success message (a toast in the web). */
  readonly showMessage: (message: string) => void;
  /** Leaves a page of the signed-in identity. */
  readonly navigate: (to: string) => Promise<void> | void;
}

/** What a sign-out did, for the caller and tests. */
export interface SignedOut {
  /** False when the server could not be told (the session still ends in this browser). */
  readonly revoked: boolean;
  /** True when a guest token was obtained (the 403 the spec ignores counts as no token). */
  readonly guestToken: boolean;
  /** Where the shopper was sent, or null when they stayed. */
  readonly navigatedTo: string | null;
}

/**
 * Signs the shopper out (commerce section 4): tells the server (which revokes the refresh token
 * family it reads from the HttpOnly cookie), then runs the domain's plan in order: clear every
 * local store, re-acquire a guest token (409 retried once after 2 s), show the sign-out success
 * message, and go home from cart, checkout, favorites and account pages. Never fails: a server
 * that cannot be reached does not keep the shopper signed in here.
 * @example await signOutShopper(deps, { currentPath: '/account' }) // navigates to '/'
 */
export function signOutShopper(deps: SignOutDeps, input: { readonly currentPath: string }): ResultAsync<SignedOut, never> {
  const run = async (): Promise<SignedOut> => {
    const revoked = (await deps.auth.signOut()).isOk();
    let guestToken = false;
    let navigatedTo: string | null = null;
    // The page cannot read the refresh token, so revocation happened above instead of as the plan's first step.
    for (const step of signOutPlan({ refreshToken: null, currentPath: input.currentPath })) {
      switch (step.kind) {
        case 'clearLocalStores':
          deps.clearStores(step.stores);
          break;
        case 'acquireGuestToken': {
          const outcome = await acquireToken({ api: deps.tokens, sleep: deps.sleep }, { type: 'Guest' });
          guestToken = outcome.isOk() && outcome.value.kind === 'granted';
          break;
        }
        case 'showMessage':
          deps.showMessage(STOREFRONT_MESSAGES[step.messageKey]);
          break;
        case 'navigate':
          navigatedTo = step.to;
          await deps.navigate(step.to);
          break;
        case 'revokeRefreshToken':
          break;
      }
    }
    return { revoked, guestToken, navigatedTo };
  };
  return ResultAsync.fromSafePromise(run());
}
