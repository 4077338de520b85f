import { describe, expect, it } from 'vitest';
import { CART_FLASH_TYPES, flashOpensThreeDsChallenge, orderBlockedByFlash } from './flash-types.js';
import { CART_REMOVE_ITEM_FAILED_MESSAGE } from './named-messages.js';

describe('flash types', () => {
  it('names the seven flash types of the spec', () => {
    expect(Object.keys(CART_FLASH_TYPES)).toEqual([
      'ProductLineItemInventoryMissing',
      'ProductItemNotAvailable',
      'ProductLineItemFullInventoryMissing',
      'InvalidShippingAddress',
      'ProductItemMaxQuantity',
      'ProductItemRequired',
      'PaymentNotAuthorized',
    ]);
    expect(CART_FLASH_TYPES.ProductLineItemInventoryMissing).toBe('partial out of stock');
  });

  it('opens the 3-D Secure challenge on PaymentNotAuthorized only', () => {
    expect(flashOpensThreeDsChallenge('PaymentNotAuthorized')).toBe(true);
    expect(flashOpensThreeDsChallenge('ProductItemRequired')).toBe(false);
  });

  it('blocks the order on a full inventory miss only when the cart is empty', () => {
    expect(orderBlockedByFlash('ProductLineItemFullInventoryMissing', 0)).toBe(true);
    expect(orderBlockedByFlash('ProductLineItemFullInventoryMissing', 2)).toBe(false);
    expect(orderBlockedByFlash('ProductItemNotAvailable', 0)).toBe(false);
  });

  it('keeps the exact remove-item failure wording', () => {
    expect(CART_REMOVE_ITEM_FAILED_MESSAGE).toBe('Unable to remove item from cart. Please try again later');
  });
});
