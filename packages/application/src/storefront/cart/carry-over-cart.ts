import { BASKET_OTHER_SITE } from '@stride/domain/errors';
import type { ResultAsync } from 'neverthrow';
import type { CartAnswer } from '../../api-contract/cart.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import type { CartDeps } from './cart-deps.js';
import { rebuildCart } from './rebuild-cart.js';

/** True when the server refused the basket because it belongs to another site's currency (BSK409). */
export function isOtherSiteCart(failure: ApiFailure): boolean {
  return failure.kind === 'answer' && failure.error.errorId === BASKET_OTHER_SITE;
}

/**
 * One currency per basket (docs/decisions.md): the stored basket is priced for another site, so a
 * new basket is made for this site (the client's locale picks its currency) and the lines are added
 * again at this site's prices, for home delivery (the other site's stores do not serve this one);
 * a line this site does not sell is left out. The other basket stays as it was. A toast says so.
 * @example carryOverCart(deps) // a GBP cart with the CAD cart's lines
 */
export function carryOverCart(deps: Pick<CartDeps, 'api' | 'store' | 'toasts'>): ResultAsync<CartAnswer, ApiFailure> {
  const lines = deps.store.lines().map(({ storeId: _leftAtOtherSite, ...line }) => line);
  return rebuildCart(deps, lines).map((cart) => {
    const left = lines.length - cart.items.filter((item) => !item.bonus).length;
    deps.toasts.show({
      titleId: 'cart.carriedOverTitle',
      messageId: 'cart.carriedOverMessage',
      values: { currency: cart.currency, left },
      variant: 'info',
    });
    return cart;
  });
}
