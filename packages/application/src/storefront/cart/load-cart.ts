import { errAsync, okAsync } from 'neverthrow';
import type { ResultAsync } from 'neverthrow';
import type { CartAnswer } from '../../api-contract/cart.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import type { CartDeps } from './cart-deps.js';
import type { CartLoadQuery } from './ports/cart-api.port.js';
import { carryOverCart, isOtherSiteCart } from './carry-over-cart.js';
import { handleInvalidCustomer } from './invalid-customer.js';
import { rebuildCart } from './rebuild-cart.js';
import { rememberCart } from './remember-cart.js';
import { failureHandling } from './run-cart-call.js';

/**
 * Loads the stored basket (null when the shopper has none). A lost basket is rebuilt from the
 * stored lines (cart-not-found); when none of them can go back in (sold out, gone), the shopper is told the cart
 * expired (the named message CART_EXPIRED, commerce section 8); with no lines to re-add the local cart is simply forgotten.
 * An invalid customer clears the cart, toasts and reloads (commerce section 4). A basket of another
 * site's currency (BSK409) is carried over to this site's currency (`carryOverCart`). `query` is the cart load's
 * (the cart page asks for the patch to the stock; a quick read leaves the stock flashes out).
 */
export function loadCart(deps: CartDeps, query?: CartLoadQuery): ResultAsync<CartAnswer | null, ApiFailure> {
  const basketId = deps.store.basketId();
  if (basketId === null) return okAsync(null);
  return deps.api
    .getCart(basketId, query)
    .map((cart): CartAnswer | null => rememberCart(deps.store, cart))
    .orElse((failure) => {
      if (isOtherSiteCart(failure)) return carryOverCart(deps);
      switch (failureHandling(failure)) {
        case 'rebuild-and-retry': {
          const lines = deps.store.lines();
          if (lines.length > 0) return rebuildCart(deps, lines).map((cart) => tellIfExpired(deps, cart));
          deps.store.clear();
          return okAsync<CartAnswer | null, ApiFailure>(null);
        }
        case 'clear-and-reload':
          return handleInvalidCustomer(deps).andThen(() => errAsync(failure));
        default:
          return errAsync(failure);
      }
    });
}

/** A rebuilt cart that took back none of the lost one's lines: the shopper is told to add them again. */
function tellIfExpired(deps: Pick<CartDeps, 'toasts'>, cart: CartAnswer): CartAnswer {
  if (cart.items.length === 0) deps.toasts.show({ titleId: 'cart.expiredTitle', messageId: 'storefront.CART_EXPIRED', variant: 'info', persistent: true });
  return cart;
}
