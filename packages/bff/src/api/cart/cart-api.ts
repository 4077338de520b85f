import type { CartDeps } from '@stride/application/commerce';
import type { ApiSlice } from '../api-slice.js';
import { registerCartChangeRoutes, registerPriceAdjustmentRoutes } from './cart-change-routes.js';
import { registerCartRoutes } from './cart-routes.js';

/** The cart slice's routes. */
export function cartApi(cart: CartDeps): ApiSlice {
  return {
    register(app, registry) {
      registerCartRoutes(app, registry, cart);
      registerCartChangeRoutes(app, registry, cart);
      registerPriceAdjustmentRoutes(app, registry, cart);
    },
  };
}
