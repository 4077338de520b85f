import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_REMOVE_ITEM_FAILED_MESSAGE, SERVER_ERROR_CATALOGUE } from '@stride/domain/errors';
import { answerFailure } from './cart-fakes.fixture.js';
import { presentCartError, type CartErrorContext } from './present-cart-error.js';

const contexts: CartErrorContext[] = ['add', 'update', 'remove', 'promo', 'gift-card', 'delivery', 'save-for-later', 'move-to-cart', 'load'];

describe('presentCartError', () => {
  it.each([
    ['ORD404', 'update', 'item-level'],
    ['INV702', 'update', 'item-level'],
    ['PRC400', 'add', 'item-level'],
    ['INV700', 'add', 'toast'],
    ['GWP403', 'update', 'toast'],
    ['PAY400', 'update', 'persistent-toast'],
    ['PYT402', 'update', 'persistent-toast'],
    ['PAY401', 'delivery', 'banner'],
    ['INV409', 'load', 'banner'],
    ['GFC800', 'gift-card', 'gift-card-input'],
    ['GFC755', 'gift-card', 'gift-card-input'],
    ['GFC725', 'gift-card', 'gift-card-input'],
    ['GFC740', 'gift-card', 'gift-card-input'],
    ['GFC812', 'gift-card', 'persistent-toast'],
    ['INV406', 'load', 'not-shown'],
    ['AUT409', 'add', 'not-shown'],
    ['AUT498', 'add', 'not-shown'],
    ['BSK404', 'add', 'persistent-toast'],
    ['PRM130', 'promo', 'promo-input'],
    ['PRM155', 'promo', 'promo-input'],
    ['SHP404', 'delivery', 'persistent-toast'],
  ] as const)('%s after a %s is shown as %s', (errorId, context, placement) => {
    expect(presentCartError(answerFailure(400, errorId), context).placement).toBe(placement);
  });

  it('names the maximum quantity the server gave', () => {
    const shown = presentCartError(answerFailure(409, 'INV408', 'You have added the maximum quantity of 35 for this item.'), 'update');
    expect(shown).toMatchObject({ placement: 'toast', message: 'You can add up to 35 of this item.' });
  });

  it('falls back to the default maximum message when the server names none', () => {
    expect(presentCartError(answerFailure(409, 'INV408', 'Too many.'), 'update').message).toBe('You have added the maximum quantity allowed for this item.');
  });

  it("a saved line that sold out says it could not be moved to the cart (ITEM_OOS), in a toast; an add's out of stock keeps the server's words", () => {
    const soldOut = answerFailure(409, 'INV700', 'This item is out of stock.');
    expect(presentCartError(soldOut, 'move-to-cart')).toEqual({ placement: 'toast', message: 'this item could not be moved to cart', errorId: 'ITEM_OOS' });
    expect(presentCartError(soldOut, 'add')).toEqual({ placement: 'toast', message: 'This item is out of stock.', errorId: 'INV700' });
  });

  it("a failed removal carries the spec's message", () => {
    expect(presentCartError(answerFailure(404, 'ORD404'), 'remove').message).toBe(CART_REMOVE_ITEM_FAILED_MESSAGE);
    expect(presentCartError({ kind: 'network', message: 'offline' }, 'remove').message).toBe('Unable to remove item from cart. Please try again later');
  });

  it('a promo error outside the promo form follows the catalogue (persistent toast)', () => {
    expect(presentCartError(answerFailure(400, 'PRM130'), 'update').placement).toBe('persistent-toast');
  });

  it('network and unreadable answers are a persistent toast', () => {
    expect(presentCartError({ kind: 'network', message: 'x' }, 'add')).toMatchObject({
      placement: 'persistent-toast',
      message: 'Something went wrong. Please try again later.',
    });
    expect(presentCartError({ kind: 'unexpected', status: 502, message: 'x' }, 'load').placement).toBe('persistent-toast');
  });

  it('every server code in every context gets a placement and a readable message', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SERVER_ERROR_CATALOGUE), fc.constantFrom(...contexts), (entry, context) => {
        const shown = presentCartError(answerFailure(400, entry.code), context);
        expect(shown.message.trim()).not.toBe('');
        expect(shown.message).not.toMatch(/\{[A-Za-z]+\}/);
      }),
    );
  });
});
