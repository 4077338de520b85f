/** The flash types a cart or order answer can carry, with their meaning (commerce section 8). */
export const CART_FLASH_TYPES = {
  ProductLineItemInventoryMissing: 'partial out of stock',
  ProductItemNotAvailable: 'product item not available',
  ProductLineItemFullInventoryMissing: 'no inventory at all; the order cannot be completed if the cart is empty',
  InvalidShippingAddress: 'invalid shipping address; needs a shipment id',
  ProductItemMaxQuantity: 'product item maximum quantity reached',
  ProductItemRequired: 'a product item is required',
  PaymentNotAuthorized: 'payment not authorised; opens the 3-D Secure challenge',
} as const;

/** One of the flash types named by the spec. */
export type CartFlashType = keyof typeof CART_FLASH_TYPES;

/** A PaymentNotAuthorized flash means the 3-D Secure challenge must open. */
export function flashOpensThreeDsChallenge(flashType: string): boolean {
  return flashType === 'PaymentNotAuthorized';
}

/**
 * A full inventory miss blocks the order only when nothing is left in the cart.
 * @example orderBlockedByFlash('ProductLineItemFullInventoryMissing', 0) // true
 */
export function orderBlockedByFlash(flashType: string, itemsLeftInCart: number): boolean {
  return flashType === 'ProductLineItemFullInventoryMissing' && itemsLeftInCart === 0;
}
