import type { CartAnswer, CartAnswerItem } from '../../api-contract/cart.contract.js';
import type { CartLine } from './ports/cart-api.port.js';

const STORE_CODES = new Set(['pickup', 'pudo', 'sts']);

function storeIdOf(item: CartAnswerItem): string | undefined {
  const selected = item.shippingOptions.find((option) => option.selected);
  if (selected === undefined || !STORE_CODES.has(selected.shippingMethod.code.toLowerCase())) return undefined;
  return selected.storeInfo?.id;
}

/**
 * The add-to-cart line that gives an item back: its variant, quantity, pickup store, recipe and gift
 * option (the maxQty is the server's default again); `keepStore: false` leaves the store out (home delivery).
 */
export function lineForItem(item: CartAnswerItem, options: { readonly keepStore?: boolean } = {}): CartLine {
  const storeId = options.keepStore === false ? undefined : storeIdOf(item);
  return {
    productId: item.variantId,
    qty: item.qty,
    ...(storeId === undefined ? {} : { storeId }),
    ...(item.recipeId === undefined ? {} : { recipeId: item.recipeId }),
    ...(item.giftOption === undefined ? {} : { giftOption: item.giftOption }),
  };
}

/**
 * The lines that rebuild a cart after the basket is lost (commerce section 4, cart-not-found): every
 * line the shopper added. A gift-with-purchase line is left out: the server adds it again itself.
 * @example cartLinesForRebuild(cart) // [{ productId: 'SR0045600095', qty: 1 }]
 */
export function cartLinesForRebuild(cart: CartAnswer): CartLine[] {
  return cart.items.filter((item) => !item.bonus).map((item) => lineForItem(item));
}
