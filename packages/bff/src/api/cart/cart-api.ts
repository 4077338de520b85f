import type { CartDeps } from '@stride/application/commerce';
import type { ApiSlice } from '../api-slice.js';
import { registerCartChangeRoutes, registerPriceAdjustmentRoutes } from './cart-change-routes.js';
import { registerCartRoutes, type SettleDeliveries } from './cart-routes.js';

/** The cart slice's routes; a cart read settles deliveries through `settle` (the delivery slice's). */
export function cartApi(cart: CartDeps, settle?: SettleDeliveries): ApiSlice {
  return {
    register(app, registry) {
      registerCartRoutes(app, registry, cart, settle);
      registerCartChangeRoutes(app, registry, cart);
      registerPriceAdjustmentRoutes(app, registry, cart);
    },
  };
}
