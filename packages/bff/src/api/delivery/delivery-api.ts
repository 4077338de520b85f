import type { CartDeps, DeliveryDeps } from '@stride/application/commerce';
import type { ApiSlice } from '../api-slice.js';
import { registerAddressRoutes } from './address-routes.js';
import { registerShippingMethodRoutes } from './shipping-method-routes.js';

/** The delivery slice's routes: shipping and billing addresses, shipping methods. */
export function deliveryApi(delivery: DeliveryDeps, cart: CartDeps): ApiSlice {
  return {
    register(app, registry) {
      registerAddressRoutes(app, registry, delivery, cart);
      registerShippingMethodRoutes(app, registry, delivery, cart);
    },
  };
}
