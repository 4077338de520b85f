import type { ResultAsync } from 'neverthrow';
import type { CartAnswer } from '../../api-contract/cart.contract.js';
import type { SaveForLaterAnswer } from '../../api-contract/lists.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import { addToCart } from './add-to-cart.js';
import type { CartDeps } from './cart-deps.js';
import type { CartWithSaved } from './ports/cart-api.port.js';
import { runCartCall } from './run-cart-call.js';

/** Moves a cart line to the saved-for-later list; answers the cart with the saved list beside it. */
export function saveItemForLater(deps: CartDeps, itemId: string): ResultAsync<CartWithSaved, ApiFailure> {
  return runCartCall(deps, (basketId) => deps.api.moveToSaved(basketId, itemId));
}

/** A saved line to move back into the cart. */
export interface SavedLine {
  readonly saveForLaterId: string;
  readonly itemId: string;
  readonly productId: string;
  readonly qty: number;
  readonly recipeId?: string | undefined;
}

/**
 * Moves a saved line back to the cart: added first (with the add-to-cart retry rules), then taken
 * off the saved list, so a refused add (out of stock, say) leaves it saved.
 */
export function moveSavedToCart(
  deps: CartDeps,
  saved: SavedLine,
): ResultAsync<{ readonly cart: CartAnswer; readonly saveForLater: SaveForLaterAnswer }, ApiFailure> {
  const line = { productId: saved.productId, qty: saved.qty, ...(saved.recipeId === undefined ? {} : { recipeId: saved.recipeId }) };
  return addToCart(deps, [line]).andThen((cart) => deps.api.removeSaved(saved.saveForLaterId, saved.itemId).map((saveForLater) => ({ cart, saveForLater })));
}
