import { describe, expect, it } from 'vitest';
import { CART_ERROR_MESSAGES, STOREFRONT_MESSAGES } from '@stride/domain/errors';
import { answerFailure } from './checkout-api.fixture.js';
import { PAYMENT_AUTHENTICATION_FAILED_MESSAGE, routeCheckoutFailure } from './checkout-failure.js';

describe('routeCheckoutFailure', () => {
  it('sends a refused card back to billing with a persistent toast and a new cart', () => {
    expect(routeCheckoutFailure(answerFailure(402, 'PAY400'), 'place')).toEqual({
      step: 'billing',
      reloadCart: false,
      newCart: true,
      presentation: 'persistent-toast',
      errorId: 'PAY400',
      message: CART_ERROR_MESSAGES.PAYMENT_ERROR,
    });
    expect(routeCheckoutFailure(answerFailure(402, 'PYT402'), 'place')).toMatchObject({ step: 'billing', newCart: true, presentation: 'persistent-toast' });
  });

  it('makes a failed challenge the payment-authentication error: billing, new cart, no order', () => {
    expect(routeCheckoutFailure(answerFailure(402, 'PAY400'), 'challenge')).toMatchObject({
      step: 'billing',
      newCart: true,
      presentation: 'banner',
      message: PAYMENT_AUTHENTICATION_FAILED_MESSAGE,
    });
  });

  it('reloads the cart for items no longer available and stays on the step', () => {
    for (const code of ['ORD430', 'INV405', 'INV409', 'INV700', 'INV702']) {
      expect(routeCheckoutFailure(answerFailure(409, code), 'prepare')).toMatchObject({ step: null, reloadCart: true, newCart: false, presentation: 'banner' });
    }
  });

  it('says "out of stock" in the banner for INV406, which the cart shows at item level only', () => {
    expect(routeCheckoutFailure(answerFailure(409, 'INV406'), 'prepare')).toMatchObject({ reloadCart: true, message: CART_ERROR_MESSAGES.ITEMS_OOS });
  });

  it('sends delivery changes and invalid shipping addresses back to shipping with the cart reloaded', () => {
    for (const code of ['SHP404', 'SHP500', 'CHK380', 'PAY401', 'TAX309', 'ORD516']) {
      expect(routeCheckoutFailure(answerFailure(400, code), 'place')).toMatchObject({ step: 'shipping', reloadCart: true, newCart: false });
    }
  });

  it('keeps the cart for billing problems found before the order is placed', () => {
    expect(routeCheckoutFailure(answerFailure(400, 'BIL400'), 'prepare')).toMatchObject({ step: 'billing', newCart: false });
    expect(routeCheckoutFailure(answerFailure(400, 'PYT400'), 'prepare')).toMatchObject({ step: 'billing', newCart: false });
    expect(routeCheckoutFailure(answerFailure(500, 'GEN500'), 'prepare')).toMatchObject({ step: 'billing', newCart: false });
  });

  it('keeps the cart when the captcha was refused or could not be checked: nothing was placed', () => {
    for (const [status, code] of [
      [403, 'AUT403'],
      [503, 'CAPTCHA_UNAVAILABLE'],
    ] as const) {
      expect(routeCheckoutFailure(answerFailure(status, code), 'place')).toMatchObject({ step: 'billing', reloadCart: false, newCart: false, errorId: code });
    }
  });

  it('reloads the cart for a tax updated since the order was prepared (TAX310), keeping the basket and the step', () => {
    expect(routeCheckoutFailure(answerFailure(409, 'TAX310'), 'place')).toMatchObject({ step: null, reloadCart: true, newCart: false, presentation: 'banner' });
  });

  it('reloads the page for an invalid customer', () => {
    expect(routeCheckoutFailure(answerFailure(401, 'AUT498'), 'place')).toMatchObject({ presentation: 'reload-page', newCart: false });
  });

  it('keeps the shopper where they are when the API could not be reached (placing again is idempotent)', () => {
    expect(routeCheckoutFailure({ kind: 'network', message: 'offline' }, 'place')).toEqual({
      step: null,
      reloadCart: false,
      newCart: false,
      presentation: 'persistent-toast',
      message: STOREFRONT_MESSAGES.SOMETHING_WENT_WRONG,
    });
  });
});
