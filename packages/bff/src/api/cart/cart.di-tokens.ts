import type { CartDeps } from '@stride/application/commerce';
import type { CartStore } from '@stride/domain/cart';
import { token } from '../../di/token.js';
import type { ApiSlice } from '../api-slice.js';

/** The cart context's ports and its API slice, as cartModule binds them. */
export const CART = {
  /** Baskets, their lines' catalogue facts and the promotions, with the caches in front of them. */
  Store: token<CartStore>('cart.Store'),
  /** What the cart use cases run on; delivery and lists load baskets through it too, sharing its caches. */
  Deps: token<CartDeps>('cart.Deps'),
  Api: token<ApiSlice>('cart.Api'),
} as const;
