import type { CartAnswer } from '../../api-contract/cart.contract.js';
import type { CartStore } from './ports/cart-store.port.js';
import { cartLinesForRebuild } from './rebuild-lines.js';

/** Keeps a cart answer in the local cart (basket id and lines) and hands it back. */
export function rememberCart<T extends CartAnswer>(store: CartStore, cart: T): T {
  store.save(cart.basketId, cartLinesForRebuild(cart));
  return cart;
}
