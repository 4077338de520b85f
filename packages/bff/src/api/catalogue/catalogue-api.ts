import { PgProductCatalogue, PgStoreDirectory } from '@stride/adapters-storage';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { ApiDeps } from '../api-deps.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { registerProductImageRoute } from './product-image.route.js';
import { registerProductRoutes } from './product-routes.js';
import { registerSearchRoutes } from './search-routes.js';
import { registerStoreRoutes } from './store-routes.js';

/** Registers the catalogue slice's routes (issue 3): products, catalog, search, stores, images. */
export function registerCatalogueApi(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: ApiDeps): void {
  const ports = { catalogue: new PgProductCatalogue(deps.sql), stores: new PgStoreDirectory(deps.sql) };
  registerProductRoutes(app, registry, ports);
  registerSearchRoutes(app, registry, ports);
  registerStoreRoutes(app, registry, ports);
  registerProductImageRoute(app, ports);
}
