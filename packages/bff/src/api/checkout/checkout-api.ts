import type { PgSandboxPaymentGateway } from '@stride/adapters-storage';
import type { CheckoutDeps } from '@stride/application/commerce';
import type { ApiSlice } from '../api-slice.js';
import { registerConsumerPaymentRoutes } from './consumer-payment-routes.js';
import { registerOrderRoutes, registerPlaceOrderRoutes } from './order-routes.js';
import { registerPaymentRoutes } from './payment-routes.js';
import { registerPspRoutes } from './psp-routes.js';

/** The checkout slice's routes: the sandbox provider's own endpoints, payments, checkout, orders. */
export function checkoutApi(checkout: CheckoutDeps, acquirer: PgSandboxPaymentGateway, publicOrigin: string): ApiSlice {
  return {
    register(app, registry) {
      registerPspRoutes(app, registry, acquirer, publicOrigin);
      registerPaymentRoutes(app, registry, checkout);
      registerConsumerPaymentRoutes(app, registry, checkout);
      registerPlaceOrderRoutes(app, registry, checkout);
      registerOrderRoutes(app, registry, checkout);
    },
  };
}
