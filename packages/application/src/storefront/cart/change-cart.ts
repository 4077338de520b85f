import type { ResultAsync } from 'neverthrow';
import type { CartAnswer } from '../../api-contract/cart.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import type { CartDeps } from './cart-deps.js';
import { runCartCall } from './run-cart-call.js';

/** Sets a line's quantity (0 removes it). */
export function updateCartItemQty(deps: CartDeps, itemId: string, qty: number): ResultAsync<CartAnswer, ApiFailure> {
  return runCartCall(deps, (basketId) => deps.api.updateItem(basketId, itemId, qty));
}

/** Removes a line (a failure is shown with the spec's remove message, see `presentCartError`). */
export function removeCartItem(deps: CartDeps, itemId: string): ResultAsync<CartAnswer, ApiFailure> {
  return runCartCall(deps, (basketId) => deps.api.removeItem(basketId, itemId));
}

/** Applies a promo code (the server trims and upper-cases it). */
export function applyPromoCode(deps: CartDeps, code: string): ResultAsync<CartAnswer, ApiFailure> {
  return runCartCall(deps, (basketId) => deps.api.applyCoupon(basketId, code.trim()));
}

/** Removes a promo code from the cart. */
export function removePromoCode(deps: CartDeps, code: string): ResultAsync<CartAnswer, ApiFailure> {
  return runCartCall(deps, (basketId) => deps.api.removeCoupon(basketId, code));
}
