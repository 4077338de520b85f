import type { CartErrorId } from './cart-error-ids.js';
import { fillErrorPlaceholders } from './error-placeholders.js';

/** English default message for each named cart error id; `{maxQty}` is filled when known. */
export const CART_ERROR_MESSAGES: Readonly<Record<CartErrorId, string>> = {
  CART_NOT_FOUND: 'Your cart could not be found. We have started a new one.',
  INVALID_CUSTOMER: 'Your cart is no longer valid. The page will reload in a moment.',
  ITEM_NOT_AVAILABLE: 'This item is not available.',
  NO_PRICE: 'This item has no price at the moment and cannot be bought.',
  INVALID_PRICE: 'This item has an invalid price and cannot be bought.',
  ITEM_OOS: 'this item could not be moved to cart',
  ITEMS_OOS: 'Some items in your cart are out of stock.',
  ADDED_MAX_QUANTITY: 'You can add up to {maxQty} of this item.',
  GWP_PRODUCT: 'A gift with purchase cannot be added or changed.',
  PAYMENT_ERROR: 'Your payment could not be processed. Please try another payment method.',
  PAYMENT_FRAUD_VERIFICATION_EXCEPTION: 'We could not verify this payment. Please use another payment method.',
  CANT_SHIP_THERE: 'We cannot ship to this address.',
  GC_INVALID2: 'The gift card number or PIN is invalid.',
  GC_ALREADY_APPLIED: 'This gift card has already been applied.',
  GC_NOT_ALLOWED: 'This gift card cannot be used for this order.',
  GC_ZERO_BALANCE: 'This gift card has a zero balance.',
  ITEM_NO_LONGER_AVAILABLE: 'An item in your cart is no longer available.',
  CC_EXPIRY_DATE_INVALID: 'The card expiry date is invalid.',
  PAYMENT_INSTRUMENT_NOT_FOUND: 'This payment method could not be found.',
  ADDRESS_NOT_FOUND: 'The address could not be found.',
  SHIPPING_POBOX_UNAVAILABLE: 'We cannot ship to a PO box. Please enter a street address.',
  SOME_PRODUCTS_NO_INVENTORY: 'Some products in your cart have no inventory.',
  DUPLICATED_TOKEN: 'This request has already been processed.',
};

/** Used instead of a message whose placeholder has no value (e.g. no maximum quantity known). */
export const ERROR_MESSAGE_FALLBACKS: Readonly<Record<string, string>> = {
  ADDED_MAX_QUANTITY: 'You have added the maximum quantity allowed for this item.',
  INV408: 'You have added the maximum quantity allowed for this item.',
  PRO410: 'You are not old enough to create an account.',
  FE872: 'The password is too short.',
};

/**
 * The ADDED_MAX_QUANTITY message: names the maximum when known, else the default message.
 * Kept apart from the server's table so that the cart page words it without loading that table.
 * @example addedMaxQuantityMessage(3) // 'You can add up to 3 of this item.'
 */
export function addedMaxQuantityMessage(maxQty?: number): string {
  if (maxQty === undefined) return ERROR_MESSAGE_FALLBACKS.ADDED_MAX_QUANTITY ?? CART_ERROR_MESSAGES.ADDED_MAX_QUANTITY;
  return fillErrorPlaceholders(CART_ERROR_MESSAGES.ADDED_MAX_QUANTITY, { maxQty });
}
