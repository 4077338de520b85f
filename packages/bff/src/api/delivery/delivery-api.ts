import type { CartDeps } from '@stride/application/commerce';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { ApiDeps } from '../api-deps.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { registerAddressRoutes } from './address-routes.js';
import { deliveryDeps } from './delivery-deps.js';
import { registerShippingMethodRoutes } from './shipping-method-routes.js';

/** Registers the delivery slice's routes: shipping and billing addresses, shipping methods. */
export function registerDeliveryApi(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: ApiDeps, cart: CartDeps): void {
  const delivery = deliveryDeps(deps);
  registerAddressRoutes(app, registry, delivery, cart);
  registerShippingMethodRoutes(app, registry, delivery, cart);
}
