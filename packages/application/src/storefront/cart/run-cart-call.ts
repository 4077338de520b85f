import { cartErrorHandlingFor } from '@stride/domain/errors';
import { errAsync, okAsync } from 'neverthrow';
import type { ResultAsync } from 'neverthrow';
import type { CartAnswer } from '../../api-contract/cart.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import type { CartDeps } from './cart-deps.js';
import { carryOverCart, isOtherSiteCart } from './carry-over-cart.js';
import { handleInvalidCustomer } from './invalid-customer.js';
import { rebuildCart } from './rebuild-cart.js';
import { rememberCart } from './remember-cart.js';

/** A cart call naming its basket. */
export type BasketCall<T extends CartAnswer> = (basketId: string) => ResultAsync<T, ApiFailure>;

/** The spec's handling of a failure (CART_NOT_FOUND, INVALID_CUSTOMER, ...), from its error id. */
export function failureHandling(failure: ApiFailure): ReturnType<typeof cartErrorHandlingFor> | undefined {
  return failure.kind === 'answer' ? cartErrorHandlingFor(failure.error.errorId) : undefined;
}

/** The stored basket, or a new one when the shopper has none yet (commerce section 4: created on first add). */
export function ensureBasket(deps: Pick<CartDeps, 'api' | 'store'>): ResultAsync<string, ApiFailure> {
  const stored = deps.store.basketId();
  if (stored !== null) return okAsync(stored);
  return deps.api.createCart().map((cart) => rememberCart(deps.store, cart).basketId);
}

/**
 * Runs a cart call on the shopper's basket with the spec's client rules (commerce sections 4 and 8):
 * a cart-not-found answer rebuilds the cart from the stored lines and calls once more on the new
 * basket (a basket of another site's currency is carried over first, then called again); an invalid-customer answer clears the local cart, builds a new one, shows a toast and
 * reloads the page after 4 s (the failure is still returned). A successful answer replaces the local cart.
 * @example runCartCall(deps, (basketId) => deps.api.applyCoupon(basketId, 'WELCOME10'))
 */
export function runCartCall<T extends CartAnswer>(deps: CartDeps, call: BasketCall<T>): ResultAsync<T, ApiFailure> {
  return ensureBasket(deps)
    .andThen((basketId) =>
      call(basketId).orElse((failure) => {
        if (isOtherSiteCart(failure)) return carryOverCart(deps).andThen((carried) => call(carried.basketId));
        switch (failureHandling(failure)) {
          case 'rebuild-and-retry':
            return rebuildCart(deps).andThen((rebuilt) => call(rebuilt.basketId));
          case 'clear-and-reload':
            return handleInvalidCustomer(deps).andThen(() => errAsync(failure));
          default:
            return errAsync(failure);
        }
      }),
    )
    .map((cart) => rememberCart(deps.store, cart));
}
