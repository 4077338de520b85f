import type { CartDeps } from '@stride/application/commerce';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { ApiDeps } from '../api-deps.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { registerFavoritesRoutes } from './favorites-routes.js';
import { listsDeps } from './lists-deps.js';
import { registerSaveForLaterRoutes } from './save-for-later-routes.js';

/** Registers the lists slice's routes: saved for later and favorites. */
export function registerListsApi(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: ApiDeps, cart: CartDeps): void {
  const lists = listsDeps(deps);
  registerSaveForLaterRoutes(app, registry, lists, cart);
  registerFavoritesRoutes(app, registry, lists);
}
