import { CART_TOAST_MESSAGE_IDS } from '@stride/application/storefront';
import { describe, expect, it } from 'vitest';
import { testMessages } from '../i18n/testing.js';
import { cartToastText } from './cart-toast-text.js';

describe('cartToastText', () => {
  it('words a carried-over cart in the page’s language, with its figures', () => {
    const toast = { titleId: 'cart.carriedOverTitle', messageId: 'cart.carriedOverMessage', values: { currency: 'GBP', left: 2 }, variant: 'info' } as const;
    expect(cartToastText(testMessages('en-US').t, toast)).toEqual({
      title: 'Your cart now uses this site’s prices',
      message: 'Prices are now in GBP. 2 items are not sold on this site.',
      variant: 'info',
    });
    expect(cartToastText(testMessages('fr-CA').t, toast).title).toBe('Votre panier affiche maintenant les prix de ce site');
  });

  it('words the invalid-customer toast, persistent', () => {
    expect(
      cartToastText(testMessages('fr-CA').t, { titleId: 'cart.resetTitle', messageId: 'storefront.INVALID_CUSTOMER_CART', variant: 'error', persistent: true }),
    ).toEqual({
      title: 'Votre panier a été réinitialisé',
      message: 'Votre panier n’est plus valide. La page se rechargera dans un instant.',
      variant: 'error',
      persistent: true,
    });
  });

  it('has a wording in every shipped locale for every id a cart toast may carry', () => {
    for (const locale of ['en-US', 'en-CA', 'en-GB', 'fr-CA']) {
      const { t } = testMessages(locale);
      for (const id of CART_TOAST_MESSAGE_IDS) expect(t(id, { currency: 'CAD', left: 0 }), `${locale} ${id}`).not.toBe(id);
    }
  });
});
