import type { PgSandboxPaymentGateway } from '@stride/adapters-storage';
import type { CartDeps, CheckoutDeps, SavedInstrumentsDeps } from '@stride/application/commerce';
import type { ApiSlice } from '../api-slice.js';
import { registerConsumerPaymentRoutes } from './consumer-payment-routes.js';
import { registerOrderDocumentRoutes, registerOrderRoutes, registerPlaceOrderRoutes } from './order-routes.js';
import { registerPaymentRoutes } from './payment-routes.js';
import { registerPspRoutes } from './psp-routes.js';

/**
 * The checkout slice's routes: the sandbox provider's own endpoints, payments, checkout, orders.
 * Payment calls answer the cart through `cart` (its caches, as GET cart); prepareOrder answers it
 * through `uncachedCart`, so the summary shows the price the order will charge (from the database).
 */
export function checkoutApi(
  checkout: CheckoutDeps & Pick<SavedInstrumentsDeps, 'wallet'>,
  cart: CartDeps,
  uncachedCart: CartDeps,
  acquirer: PgSandboxPaymentGateway,
  publicOrigin: string,
): ApiSlice {
  return {
    register(app, registry) {
      registerPspRoutes(app, registry, acquirer, publicOrigin);
      registerPaymentRoutes(app, registry, checkout, cart);
      registerConsumerPaymentRoutes(app, registry, checkout);
      registerPlaceOrderRoutes(app, registry, checkout, uncachedCart);
      registerOrderRoutes(app, registry, checkout);
      if (checkout.documents !== undefined) registerOrderDocumentRoutes(app, registry, { ...checkout, documents: checkout.documents });
    },
  };
}
