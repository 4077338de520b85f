import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartErrorHandlingFor } from './cart-error-handling.js';
import { CART_ERROR_IDS, cartErrorIdForServerCode, isCartErrorId, serverCodesForCartErrorId } from './cart-error-ids.js';

describe('cart error handling', () => {
  it.each([
    ['CART_NOT_FOUND', 'rebuild-and-retry'],
    ['INVALID_CUSTOMER', 'clear-and-reload'],
    ['ITEM_NOT_AVAILABLE', 'item-level'],
    ['NO_PRICE', 'item-level'],
    ['INVALID_PRICE', 'item-level'],
    ['ITEMS_OOS', 'not-shown'],
    ['GWP_PRODUCT', 'toast'],
    ['PAYMENT_ERROR', 'persistent-toast'],
    ['PAYMENT_FRAUD_VERIFICATION_EXCEPTION', 'persistent-toast'],
    ['CANT_SHIP_THERE', 'banner'],
    ['GC_INVALID2', 'gift-card-input'],
    ['GC_ALREADY_APPLIED', 'gift-card-input'],
    ['GC_NOT_ALLOWED', 'gift-card-input'],
    ['GC_ZERO_BALANCE', 'gift-card-input'],
    ['ITEM_NO_LONGER_AVAILABLE', 'banner'],
    ['CC_EXPIRY_DATE_INVALID', 'banner'],
    ['PAYMENT_INSTRUMENT_NOT_FOUND', 'banner'],
    ['ADDRESS_NOT_FOUND', 'banner'],
    ['SHIPPING_POBOX_UNAVAILABLE', 'banner'],
    ['SOME_PRODUCTS_NO_INVENTORY', 'banner'],
    ['DUPLICATED_TOKEN', 'not-shown'],
  ])('handles %s as %s', (id, handling) => {
    expect(cartErrorHandlingFor(id)).toBe(handling);
  });

  it('accepts a server code as well as a cart id', () => {
    expect(cartErrorHandlingFor('BSK404')).toBe('rebuild-and-retry');
    expect(cartErrorHandlingFor('GFC740')).toBe('gift-card-input');
  });

  it('shows other cart errors as a persistent toast', () => {
    expect(cartErrorHandlingFor('PRM155')).toBe('persistent-toast');
  });

  it('law: a server code is handled like its cart id', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CART_ERROR_IDS), (id) => {
        for (const code of serverCodesForCartErrorId(id)) {
          expect(cartErrorHandlingFor(code)).toBe(cartErrorHandlingFor(id));
        }
      }),
    );
  });

  it('law: any error that is neither a cart id nor mapped to one is a persistent toast', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !isCartErrorId(s) && cartErrorIdForServerCode(s) === undefined),
        (code) => cartErrorHandlingFor(code) === 'persistent-toast',
      ),
    );
  });
});
