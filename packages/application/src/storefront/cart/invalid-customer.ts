import { CART_INVALID_CUSTOMER_RELOAD_MS, mayReloadPage } from '@stride/domain/cart';
import { ResultAsync } from 'neverthrow';
import type { CartDeps } from './cart-deps.js';
import type { Reloader } from './ports/notice.port.js';
import { rememberCart } from './remember-cart.js';

/**
 * Reloads the page unless it reloaded less than 10 s ago (the reload guard, commerce section 9):
 * a failure that comes back right after the reload leaves the shopper on the page with the toast.
 * Answers whether it reloaded.
 */
export function reloadUnlessGuarded(reloader: Reloader): boolean {
  if (!mayReloadPage(reloader.lastReloadAtMs(), reloader.nowMs())) return false;
  reloader.reload();
  return true;
}

/**
 * Invalid-customer (commerce section 4): clears the local cart, builds a new (empty) one, shows an
 * error toast and reloads the page after 4 s (unless the reload guard holds it back). Resolves once the new cart is asked for; a failure to
 * create it is left to the reload.
 */
export function handleInvalidCustomer(deps: CartDeps): ResultAsync<void, never> {
  deps.store.clear();
  // The named storefront message INVALID_CUSTOMER_CART (commerce section 8), under a title.
  deps.toasts.show({ titleId: 'cart.resetTitle', messageId: 'storefront.INVALID_CUSTOMER_CART', variant: 'error', persistent: true });
  deps.timer.after(CART_INVALID_CUSTOMER_RELOAD_MS, () => reloadUnlessGuarded(deps.reloader));
  return ResultAsync.fromSafePromise(
    deps.api.createCart().match(
      (cart) => void rememberCart(deps.store, cart),
      () => undefined,
    ),
  );
}
