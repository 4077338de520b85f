import type { ResultAsync } from 'neverthrow';
import type { CartGiftOption } from '@stride/domain/cart';
import type { CartAnswer, CartAnswerItem } from '../../api-contract/cart.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import type { CartDeps } from './cart-deps.js';
import { runCartCall } from './run-cart-call.js';

/**
 * Quick-shop's "update in cart" (account section 4): gives a cart line the colour and size chosen
 * (the variant's upc), keeping its quantity, with the cart's client rules (`runCartCall`).
 */
export function changeCartItemVariant(
  deps: CartDeps,
  item: Pick<CartAnswerItem, 'id' | 'productId' | 'qty'>,
  upc: string,
): ResultAsync<CartAnswer, ApiFailure> {
  return runCartCall(deps, (basketId) => deps.api.updateItem(basketId, item.id, item.qty, { productId: item.productId, upc }));
}

/**
 * The add gift option dialog (commerce section 2) on a cart line: sets a digital line's gift option (recipient, e-mail,
 * message), or takes it off with null, keeping its quantity, with the cart's client rules (`runCartCall`).
 */
export function setCartItemGiftOption(
  deps: CartDeps,
  item: Pick<CartAnswerItem, 'id' | 'qty'>,
  giftOption: CartGiftOption | null,
): ResultAsync<CartAnswer, ApiFailure> {
  return runCartCall(deps, (basketId) => deps.api.updateItem(basketId, item.id, item.qty, { giftOption }));
}
