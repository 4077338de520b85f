import type { CartToast, CartToastMessageId } from '@stride/application/storefront';
import type { MessageId, Translate } from '../i18n/messages.js';
import type { ToastInput } from './toasts.js';

// Every id a cart toast may carry is an id of the catalogue: this assignment fails the type check otherwise (a type
// check only: no table of the ids ships to the browser).
const catalogueId = (id: CartToastMessageId): MessageId => id;

/**
 * A toast of the cart flows, worded in the page's language from its message ids and values.
 * @example cartToastText(t, { titleId: 'cart.resetTitle', variant: 'error' }) // { title: 'Votre panier a été réinitialisé', variant: 'error' }
 */
export function cartToastText(t: Translate, { titleId, messageId, values, ...toast }: CartToast): ToastInput {
  return {
    ...toast,
    title: t(catalogueId(titleId), values),
    ...(messageId === undefined ? {} : { message: t(catalogueId(messageId), values) }),
  };
}
