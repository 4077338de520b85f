import type { StorefrontMessageKey } from '../errors/index.js';
import { signOutTarget } from './auth-navigation.js';

// Every client store that holds data of the signed-in identity. The buy-in-store session is not
// here on purpose: it belongs to the store associate's browser session and outlives a shopper's
// sign-out (clearing it is its own action, see roles/in-store-session).
/** Local stores cleared on sign-out (commerce-core section 4, Authentication). */
export const SIGN_OUT_CLEARED_STORES = ['authSession', 'cart', 'favorites', 'savedForLater', 'consumerProfile', 'loyalty', 'checkout'] as const;

export type SignOutClearedStore = (typeof SIGN_OUT_CLEARED_STORES)[number];

/** One step of signing out, carried out in order by the client. */
export type SignOutStep =
  | { readonly kind: 'revokeRefreshToken'; readonly refreshToken: string }
  | { readonly kind: 'clearLocalStores'; readonly stores: readonly SignOutClearedStore[] }
  | { readonly kind: 'acquireGuestToken' }
  | { readonly kind: 'showMessage'; readonly messageKey: Extract<StorefrontMessageKey, 'SIGN_OUT_SUCCESS'> }
  | { readonly kind: 'navigate'; readonly to: string };

/**
 * The ordered steps of a sign-out: revoke (when a refresh token exists), clear every local store,
 * re-acquire a guest token, show the success message, then leave identity pages.
 */
export function signOutPlan(input: { refreshToken?: string | null; currentPath: string }): SignOutStep[] {
  const steps: SignOutStep[] = [];
  if (input.refreshToken) steps.push({ kind: 'revokeRefreshToken', refreshToken: input.refreshToken });
  steps.push({ kind: 'clearLocalStores', stores: [...SIGN_OUT_CLEARED_STORES] });
  steps.push({ kind: 'acquireGuestToken' });
  steps.push({ kind: 'showMessage', messageKey: 'SIGN_OUT_SUCCESS' });
  const target = signOutTarget(input.currentPath);
  if (target !== null) steps.push({ kind: 'navigate', to: target });
  return steps;
}
