import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { ApiDeps } from '../api-deps.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { cartDeps } from './cart-deps.js';
import { registerCartChangeRoutes, registerPriceAdjustmentRoutes } from './cart-change-routes.js';
import { registerCartRoutes } from './cart-routes.js';

/** Registers the cart slice's routes (issue 3). */
export function registerCartApi(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: ApiDeps): void {
  const cart = cartDeps(deps);
  registerCartRoutes(app, registry, cart);
  registerCartChangeRoutes(app, registry, cart);
  registerPriceAdjustmentRoutes(app, registry, cart);
}
