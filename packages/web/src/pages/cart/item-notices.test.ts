import { describe, expect, it } from 'vitest';
import { STOREFRONT_MESSAGES } from '@stride/domain/errors';
import { cartNotices } from './item-notices.js';
import { quantityChoices } from './cart-item-row.js';
import { testMessages } from '../../i18n/testing.js';

const { t } = testMessages('en-US');

describe('cartNotices', () => {
  it('puts stock flashes at their item', () => {
    const notices = cartNotices(t, {
      flash: [
        { code: 'INV700', type: 'ProductLineItemFullInventoryMissing', details: { itemId: 'a' } },
        { code: 'INV406', type: 'ProductLineItemInventoryMissing', details: { itemId: 'b', available: 2 } },
        { code: 'INV702', type: 'ProductItemNotAvailable', details: { itemId: 'c' } },
      ],
      customerNotifications: [],
    });
    expect(notices.byItem).toEqual({
      a: 'Out of stock. Remove it or save it for later to check out.',
      b: 'Only 2 left. Lower the quantity to check out.',
      c: 'This item has no price at the moment and cannot be bought.',
    });
    expect(notices.general).toEqual([]);
  });

  it('marks an item whose delivery changed, and shows an order downgrade and notifications once for the cart', () => {
    const notices = cartNotices(t, {
      flash: [
        { code: 'x', type: 'StsToSthTransition', details: { itemId: 'a' } },
        { code: 'y', type: 'OrderShippingMethodDowngraded' },
        { code: 'y', type: 'OrderShippingMethodDowngraded' },
        { code: 'z', type: 'SomethingElse', details: { itemId: 'q' } },
      ],
      customerNotifications: [{ type: 'INFO', message: 'Prices updated.' }],
    });
    expect(notices.byItem).toEqual({ a: STOREFRONT_MESSAGES.ITEM_DELIVERY_METHOD_CHANGED });
    expect(notices.general).toEqual([STOREFRONT_MESSAGES.ORDER_UPDATED, 'Prices updated.']);
  });
});

describe('quantityChoices', () => {
  it('offers 1 to 10, never past maxQty, and always the current quantity', () => {
    expect(quantityChoices({ qty: 1, maxQty: 999999 })).toHaveLength(10);
    expect(quantityChoices({ qty: 1, maxQty: 3 })).toEqual([1, 2, 3]);
    expect(quantityChoices({ qty: 12, maxQty: 999999 }).at(-1)).toBe(12);
  });
});
