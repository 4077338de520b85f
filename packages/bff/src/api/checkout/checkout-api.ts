import type { CartDeps } from '@stride/application/commerce';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { ApiDeps } from '../api-deps.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { checkoutDeps } from './checkout-deps.js';
import { registerConsumerPaymentRoutes } from './consumer-payment-routes.js';
import { registerOrderRoutes, registerPlaceOrderRoutes } from './order-routes.js';
import { registerPaymentRoutes } from './payment-routes.js';
import { registerPspRoutes } from './psp-routes.js';

/** Registers the checkout slice's routes: the sandbox provider, payments, checkout, orders; calls that answer a cart load it through `cart`. */
export function registerCheckoutApi(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: ApiDeps, cart: CartDeps): void {
  const checkout = checkoutDeps(deps);
  registerPspRoutes(app, registry, checkout.gateway, new URL(deps.config.STRIDE_PUBLIC_URL).origin);
  registerPaymentRoutes(app, registry, checkout, cart);
  registerConsumerPaymentRoutes(app, registry, checkout);
  registerPlaceOrderRoutes(app, registry, checkout, cart);
  registerOrderRoutes(app, registry, checkout);
}
