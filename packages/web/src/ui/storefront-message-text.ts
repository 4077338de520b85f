import { STOREFRONT_MESSAGES, type StorefrontMessageKey } from '@stride/domain';
import type { MessageId, Translate } from '../i18n/messages.js';

// The named storefront messages of commerce section 8, which the domain and the application
// layer pass around in English, by their catalogue ids.
const IDS: Readonly<Record<StorefrontMessageKey, MessageId>> = {
  CART_ITEMS_MERGED: 'storefront.cartItemsMerged',
  OUT_OF_STOCK: 'stock.out',
  ORDER_UPDATED: 'storefront.orderUpdated',
  CART_EXPIRED: 'storefront.cartExpired',
  SOMETHING_WENT_WRONG: 'storefront.somethingWentWrong',
  ITEM_DELIVERY_METHOD_CHANGED: 'storefront.deliveryMethodChanged',
  ITEM_DELIVERY_DETAILS_CHANGED: 'storefront.deliveryDetailsChanged',
  INVALID_CUSTOMER_CART: 'storefront.invalidCustomerCart',
  SIGN_OUT_SUCCESS: 'storefront.signedOut',
  ITEM_QUANTITY_EDITED: 'storefront.quantityEdited',
  SUCCESSFULLY_ADDED_TO_CART: 'storefront.addedToCart',
  REMOVE_ITEM_FAILED: 'storefront.removeItemFailed',
};

/** A named storefront message in the page's language. */
export function storefrontMessage(t: Translate, key: StorefrontMessageKey): string {
  return t(IDS[key]);
}

/** A named storefront message received as its English text, in the page's language; other text as it came. */
export function storefrontMessageText(t: Translate, text: string): string {
  const key = (Object.keys(STOREFRONT_MESSAGES) as StorefrontMessageKey[]).find((k) => STOREFRONT_MESSAGES[k] === text);
  return key === undefined ? text : storefrontMessage(t, key);
}
