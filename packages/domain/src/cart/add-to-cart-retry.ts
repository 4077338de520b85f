import { CART_ADD_RETRY_COUNT, CART_ADD_RETRY_DELAY_MS } from './cart.constants.js';

/** What the client does after an add-to-cart call failed. */
export type AddToCartRetryDecision = { readonly kind: 'retry'; readonly delayMs: number } | { readonly kind: 'give-up' };

const GIFT_WITH_PURCHASE_ERRORS: readonly string[] = ['GWP403', 'GWP_PRODUCT'];

/**
 * A gift-with-purchase error is not retried; any other error is retried once after 2 seconds.
 * `failedAttempts` counts the calls that have failed so far (1 after the first failure).
 * @example addToCartRetryDecision('INV700', 1) // { kind: 'retry', delayMs: 2000 }
 */
export function addToCartRetryDecision(errorId: string, failedAttempts: number): AddToCartRetryDecision {
  if (GIFT_WITH_PURCHASE_ERRORS.includes(errorId)) return { kind: 'give-up' };
  return failedAttempts <= CART_ADD_RETRY_COUNT ? { kind: 'retry', delayMs: CART_ADD_RETRY_DELAY_MS } : { kind: 'give-up' };
}
