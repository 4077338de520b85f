import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_ERROR_IDS, cartErrorIdForServerCode, isCartErrorId, serverCodesForCartErrorId } from './cart-error-ids.js';
import { SERVER_ERROR_CATALOGUE, isServerErrorCode } from './server-error-catalogue.js';

describe('cart error ids', () => {
  it.each([
    ['BSK404', 'CART_NOT_FOUND'],
    ['AUT498', 'INVALID_CUSTOMER'],
    ['ORD404', 'ITEM_NOT_AVAILABLE'],
    ['INV702', 'NO_PRICE'],
    ['PRC400', 'INVALID_PRICE'],
    ['INV700', 'ITEM_OOS'],
    ['INV406', 'ITEMS_OOS'],
    ['INV408', 'ADDED_MAX_QUANTITY'],
    ['GWP403', 'GWP_PRODUCT'],
    ['PAY400', 'PAYMENT_ERROR'],
    ['PYT402', 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION'],
    ['PAY401', 'CANT_SHIP_THERE'],
    ['GFC800', 'GC_INVALID2'],
    ['GFC700', 'GC_INVALID2'],
    ['GFC760', 'GC_INVALID2'],
    ['GFC755', 'GC_ALREADY_APPLIED'],
    ['GFC725', 'GC_NOT_ALLOWED'],
    ['GFC740', 'GC_ZERO_BALANCE'],
    ['ORD430', 'ITEM_NO_LONGER_AVAILABLE'],
    ['FE309', 'CC_EXPIRY_DATE_INVALID'],
    ['PYT404', 'PAYMENT_INSTRUMENT_NOT_FOUND'],
    ['PYT405', 'ADDRESS_NOT_FOUND'],
    ['SHP500', 'SHIPPING_POBOX_UNAVAILABLE'],
    ['INV409', 'SOME_PRODUCTS_NO_INVENTORY'],
    ['AUT409', 'DUPLICATED_TOKEN'],
  ])('maps %s to %s', (code, id) => {
    expect(cartErrorIdForServerCode(code)).toBe(id);
  });

  it('gives no cart id to a code without one', () => {
    expect(cartErrorIdForServerCode('PRM155')).toBeUndefined();
    expect(cartErrorIdForServerCode('nope')).toBeUndefined();
    expect(cartErrorIdForServerCode('constructor')).toBeUndefined();
  });

  it('law: every named cart id comes from at least one catalogue code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CART_ERROR_IDS), (id) => {
        const codes = serverCodesForCartErrorId(id);
        expect(codes.length).toBeGreaterThan(0);
        expect(codes.every(isServerErrorCode)).toBe(true);
      }),
    );
  });

  it('law: a code maps to an id exactly when the id lists the code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SERVER_ERROR_CATALOGUE.map((e) => e.code)), (code) => {
        const id = cartErrorIdForServerCode(code);
        const listed = CART_ERROR_IDS.filter((cartId) => (serverCodesForCartErrorId(cartId) as string[]).includes(code));
        expect(listed).toEqual(id === undefined ? [] : [id]);
      }),
    );
  });

  it('recognises the named ids only', () => {
    expect(isCartErrorId('GC_INVALID2')).toBe(true);
    expect(isCartErrorId('BSK404')).toBe(false);
  });
});
