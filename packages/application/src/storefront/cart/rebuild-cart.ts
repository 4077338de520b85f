import { okAsync, ResultAsync } from 'neverthrow';
import type { CartAnswer } from '../../api-contract/cart.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import type { CartDeps } from './cart-deps.js';
import type { CartLine } from './ports/cart-api.port.js';
import { rememberCart } from './remember-cart.js';

/**
 * Cart-not-found (commerce section 4): creates a new cart and re-adds the stored lines. All lines
 * go in one call; when the server refuses that (one line is now out of stock, say: the call is all
 * or nothing) each line is added on its own and the refused ones are left out.
 */
export function rebuildCart(deps: Pick<CartDeps, 'api' | 'store'>, lines: readonly CartLine[] = deps.store.lines()): ResultAsync<CartAnswer, ApiFailure> {
  return deps.api.createCart().andThen((created) => {
    if (lines.length === 0) return okAsync(rememberCart(deps.store, created));
    return deps.api
      .addItems(created.basketId, lines)
      .orElse(() => addOneByOne(deps, created, lines))
      .map((cart) => rememberCart(deps.store, cart));
  });
}

function addOneByOne(deps: Pick<CartDeps, 'api'>, created: CartAnswer, lines: readonly CartLine[]): ResultAsync<CartAnswer, ApiFailure> {
  return ResultAsync.fromSafePromise(
    (async () => {
      let cart = created;
      for (const line of lines) {
        const added = await deps.api.addItems(created.basketId, [line]);
        if (added.isOk()) cart = added.value;
      }
      return cart;
    })(),
  );
}
