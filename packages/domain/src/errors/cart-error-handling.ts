import { cartErrorIdForServerCode, isCartErrorId } from './cart-error-ids.js';
import type { CartErrorId } from './cart-error-ids.js';

/** How the storefront presents or reacts to a cart error (commerce section 8). */
export type CartErrorHandling =
  'rebuild-and-retry' | 'clear-and-reload' | 'item-level' | 'toast' | 'persistent-toast' | 'banner' | 'gift-card-input' | 'not-shown';

// ITEM_OOS and ADDED_MAX_QUANTITY only have a message in the spec; a real store shows it as a toast.
const HANDLING: Readonly<Record<CartErrorId, CartErrorHandling>> = {
  CART_NOT_FOUND: 'rebuild-and-retry',
  INVALID_CUSTOMER: 'clear-and-reload',
  ITEM_NOT_AVAILABLE: 'item-level',
  NO_PRICE: 'item-level',
  INVALID_PRICE: 'item-level',
  ITEM_OOS: 'toast',
  ITEMS_OOS: 'not-shown',
  ADDED_MAX_QUANTITY: 'toast',
  GWP_PRODUCT: 'toast',
  PAYMENT_ERROR: 'persistent-toast',
  PAYMENT_FRAUD_VERIFICATION_EXCEPTION: 'persistent-toast',
  CANT_SHIP_THERE: 'banner',
  GC_INVALID2: 'gift-card-input',
  GC_ALREADY_APPLIED: 'gift-card-input',
  GC_NOT_ALLOWED: 'gift-card-input',
  GC_ZERO_BALANCE: 'gift-card-input',
  ITEM_NO_LONGER_AVAILABLE: 'banner',
  CC_EXPIRY_DATE_INVALID: 'banner',
  PAYMENT_INSTRUMENT_NOT_FOUND: 'banner',
  ADDRESS_NOT_FOUND: 'banner',
  SHIPPING_POBOX_UNAVAILABLE: 'banner',
  SOME_PRODUCTS_NO_INVENTORY: 'banner',
  DUPLICATED_TOKEN: 'not-shown',
};

/**
 * The handling for a cart error, given a named cart error id or a server code;
 * any other cart error is a persistent toast.
 * @example cartErrorHandlingFor('GFC740') // 'gift-card-input'
 */
export function cartErrorHandlingFor(idOrServerCode: string): CartErrorHandling {
  const id = isCartErrorId(idOrServerCode) ? idOrServerCode : cartErrorIdForServerCode(idOrServerCode);
  return id === undefined ? 'persistent-toast' : HANDLING[id];
}
