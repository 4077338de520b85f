import { CART_INVALID_CUSTOMER_RELOAD_MS, STOREFRONT_MESSAGES } from '@stride/domain';
import { ResultAsync } from 'neverthrow';
import type { CartDeps } from './cart-deps.js';
import { rememberCart } from './remember-cart.js';

/** The toast title of an invalid-customer cart. */
export const INVALID_CUSTOMER_TOAST_TITLE = 'Your cart was reset';

/**
 * Invalid-customer (commerce section 4): clears the local cart, builds a new (empty) one, shows an
 * error toast and reloads the page after 4 s. Resolves once the new cart is asked for; a failure to
 * create it is left to the reload.
 */
export function handleInvalidCustomer(deps: CartDeps): ResultAsync<void, never> {
  deps.store.clear();
  deps.toasts.show({ title: INVALID_CUSTOMER_TOAST_TITLE, message: STOREFRONT_MESSAGES.INVALID_CUSTOMER_CART, variant: 'error', persistent: true });
  deps.timer.after(CART_INVALID_CUSTOMER_RELOAD_MS, () => deps.reloader.reload());
  return ResultAsync.fromSafePromise(
    deps.api.createCart().match(
      (cart) => void rememberCart(deps.store, cart),
      () => undefined,
    ),
  );
}
