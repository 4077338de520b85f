import {
  addedMaxQuantityMessage,
  cartErrorHandlingFor,
  CART_ERROR_MESSAGES,
  CART_REMOVE_ITEM_FAILED_MESSAGE,
  STOREFRONT_MESSAGES,
} from '@stride/domain/errors';
import type { CartErrorHandling } from '@stride/domain/errors';
import type { ApiFailure } from '../ports/api-failure.js';

/** Where a cart error shows: the catalogue's handling (commerce section 8), or at the promo code input. */
export type CartErrorPlacement = Exclude<CartErrorHandling, 'rebuild-and-retry' | 'clear-and-reload'> | 'promo-input';

/** A cart error as the cart page shows it. */
export interface CartErrorPresentation {
  readonly placement: CartErrorPlacement;
  readonly message: string;
  readonly errorId?: string;
}

/**
 * The cart action that failed: a promo code's error shows at its input, a removal has the spec's own message, and so
 * has a saved line that sold out before it was moved back (`move-to-cart`, ITEM_OOS).
 */
export type CartErrorContext = 'add' | 'update' | 'remove' | 'promo' | 'gift-card' | 'delivery' | 'save-for-later' | 'move-to-cart' | 'load';

const PROMO_CODE = /^PRM\d+$/;

function maxQtyFrom(serverMessage: string): number | undefined {
  const found = /\d+/.exec(serverMessage);
  return found === null ? undefined : Number(found[0]);
}

/**
 * Routes a failed cart call as the error catalogue says: item level, toast, persistent toast,
 * banner, gift card input, or not shown; promo errors (PRM...) at the promo input; unknown cart
 * errors, unreadable answers and network failures as a persistent toast.
 * @example presentCartError(failure, 'promo') // { placement: 'promo-input', message: 'This promo code is invalid.' }
 */
export function presentCartError(failure: ApiFailure, context: CartErrorContext): CartErrorPresentation {
  if (failure.kind !== 'answer') {
    return { placement: 'persistent-toast', message: context === 'remove' ? CART_REMOVE_ITEM_FAILED_MESSAGE : STOREFRONT_MESSAGES.SOMETHING_WENT_WRONG };
  }
  const { errorId, message, serverMessage, cartErrorId } = failure.error;
  if (context === 'promo' && PROMO_CODE.test(errorId)) return { placement: 'promo-input', message, errorId };
  const handling = cartErrorHandlingFor(errorId);
  // The flows already rebuilt the cart or toasted and scheduled the reload; a second notice would repeat it.
  if (handling === 'clear-and-reload') return { placement: 'not-shown', message, errorId };
  const placement = handling === 'rebuild-and-retry' ? 'persistent-toast' : handling;
  if (context === 'remove' && cartErrorId !== 'GWP_PRODUCT')
    return { placement: placement === 'not-shown' ? 'toast' : placement, message: CART_REMOVE_ITEM_FAILED_MESSAGE, errorId };
  if (context === 'move-to-cart' && cartErrorId === 'ITEM_OOS') return { placement, message: CART_ERROR_MESSAGES.ITEM_OOS, errorId: 'ITEM_OOS' };
  if (cartErrorId === 'ADDED_MAX_QUANTITY') return { placement, message: addedMaxQuantityMessage(maxQtyFrom(serverMessage)), errorId };
  return { placement, message, errorId };
}
