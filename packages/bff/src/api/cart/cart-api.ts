import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { CartDeps } from '@stride/application/commerce';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { registerCartChangeRoutes, registerPriceAdjustmentRoutes } from './cart-change-routes.js';
import { registerCartRoutes } from './cart-routes.js';

/** Registers the cart slice's routes. */
export function registerCartApi(app: Hono<AppEnv>, registry: OpenApiRegistry, cart: CartDeps): void {
  registerCartRoutes(app, registry, cart);
  registerCartChangeRoutes(app, registry, cart);
  registerPriceAdjustmentRoutes(app, registry, cart);
}
