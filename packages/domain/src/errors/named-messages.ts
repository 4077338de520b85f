/** The named storefront messages of commerce section 8 with their English default wording. */
export const STOREFRONT_MESSAGES = {
  CART_ITEMS_MERGED: 'Items from your previous visit have been added to your cart.',
  OUT_OF_STOCK: 'Out of stock',
  ORDER_UPDATED: 'Your order has been updated.',
  CART_EXPIRED: 'Your cart has expired. Please add your items again.',
  SOMETHING_WENT_WRONG: 'Something went wrong. Please try again later.',
  ITEM_DELIVERY_METHOD_CHANGED: 'The delivery method of an item in your cart has changed.',
  ITEM_DELIVERY_DETAILS_CHANGED: 'The delivery details of an item in your cart have changed.',
  INVALID_CUSTOMER_CART: 'Your cart is no longer valid. The page will reload in a moment.',
  SIGN_OUT_SUCCESS: 'You have been signed out.',
  ITEM_QUANTITY_EDITED: 'The item quantity has been updated.',
  SUCCESSFULLY_ADDED_TO_CART: 'Successfully added to cart',
  /** The spec's exact wording for a failed remove-item call. */
  REMOVE_ITEM_FAILED: 'Unable to remove item from cart. Please try again later',
} as const;

/** The key of a named storefront message. */
export type StorefrontMessageKey = keyof typeof STOREFRONT_MESSAGES;

/** The message raised when a remove-item call fails (commerce section 7). */
export const CART_REMOVE_ITEM_FAILED_MESSAGE = STOREFRONT_MESSAGES.REMOVE_ITEM_FAILED;
