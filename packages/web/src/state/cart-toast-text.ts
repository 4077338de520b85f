import type { CartToast, CartToastMessageId } from '@stride/application/storefront';
import type { MessageId, Translate } from '../i18n/messages.js';
import type { ToastInput } from './toasts.js';

// Every id a cart toast may carry is an id of the catalogue: this line fails the type check otherwise.
const cartToastIds: Readonly<Record<CartToastMessageId, MessageId>> = {
  'cart.carriedOverTitle': 'cart.carriedOverTitle',
  'cart.carriedOverMessage': 'cart.carriedOverMessage',
  'cart.resetTitle': 'cart.resetTitle',
  'cart.expiredTitle': 'cart.expiredTitle',
  'storefront.INVALID_CUSTOMER_CART': 'storefront.INVALID_CUSTOMER_CART',
  'storefront.CART_EXPIRED': 'storefront.CART_EXPIRED',
};

/**
 * A toast of the cart flows, worded in the page's language from its message ids and values.
 * @example cartToastText(t, { titleId: 'cart.resetTitle', variant: 'error' }) // { title: 'Votre panier a été réinitialisé', variant: 'error' }
 */
export function cartToastText(t: Translate, { titleId, messageId, values, ...toast }: CartToast): ToastInput {
  return {
    ...toast,
    title: t(cartToastIds[titleId], values),
    ...(messageId === undefined ? {} : { message: t(cartToastIds[messageId], values) }),
  };
}
