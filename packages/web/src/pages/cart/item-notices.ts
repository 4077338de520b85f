import { deliveryTransitionEffect } from '@stride/domain/shipping';
import { storefrontMessage, storefrontMessageText } from '../../ui/storefront-message-text.js';
import type { CartAnswer } from '@stride/application/storefront';
import { type Translate } from '../../i18n/messages.js';

/** What the cart answer's flash says about each item, and the notices for the whole cart. */
export interface CartNotices {
  readonly byItem: Readonly<Record<string, string>>;
  readonly general: readonly string[];
}

function itemIdOf(details: Record<string, unknown> | undefined): string | undefined {
  const id = details?.itemId;
  return typeof id === 'string' ? id : undefined;
}

function stockMessage(t: Translate, type: string, details: Record<string, unknown> | undefined): string | undefined {
  if (type === 'ProductItemNotAvailable') return t('apiError.NO_PRICE');
  if (type === 'ProductLineItemFullInventoryMissing') return t('cart.itemOutOfStock');
  if (type === 'ProductLineItemInventoryMissing') {
    const available = details?.available;
    return typeof available === 'number' ? t('cart.itemOnlyLeft', { count: available }) : t('apiError.ITEMS_OOS');
  }
  if (type === 'ProductItemMaxQuantity')
    return typeof details?.maxQty === 'number' ? t('apiError.ADDED_MAX_QUANTITY', { maxQty: details.maxQty }) : t('cart.maxQtyReached');
  return undefined;
}

/**
 * Reads the cart's flash messages (commerce section 8, flash types; section 4, delivery
 * transitions) and customer notifications: item-level ones by item id, the rest as cart notices.
 * @example cartNotices(cart).byItem['item-1'] // 'Out of stock. Remove it or save it for later to check out.'
 */
export function cartNotices(t: Translate, cart: Pick<CartAnswer, 'flash' | 'customerNotifications'>): CartNotices {
  const byItem: Record<string, string> = {};
  const general: string[] = [];
  for (const flash of cart.flash) {
    const itemId = itemIdOf(flash.details);
    const transition = deliveryTransitionEffect(flash);
    const message = transition !== undefined ? storefrontMessage(t, transition.messageKey) : stockMessage(t, flash.type, flash.details);
    if (message === undefined) continue;
    if (transition?.kind === 'mark-item') byItem[transition.itemId] = message;
    else if (transition === undefined && itemId !== undefined) byItem[itemId] = message;
    else if (!general.includes(message)) general.push(message);
  }
  // The server words its notices with the named messages of section 8 in English: shown in the page's language.
  for (const notification of cart.customerNotifications) {
    const message = storefrontMessageText(t, notification.message);
    if (message.trim() !== '' && !general.includes(message)) general.push(message);
  }
  return { byItem, general };
}
