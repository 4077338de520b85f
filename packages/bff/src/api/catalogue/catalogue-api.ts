import { PgProductCatalogue, PgStoreDirectory } from '@stride/adapters-storage';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { ApiDeps } from '../api-deps.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { registerProductImageRoute } from './product-image.route.js';
import { registerProductRoutes, type ProductDetailsAnswer } from './product-routes.js';
import { TtlCache } from '../../cache/ttl-cache.js';
import { registerSearchRoutes, type CategoryTree } from './search-routes.js';
import { registerStoreRoutes } from './store-routes.js';

/** Registers the catalogue slice's routes: products, catalog, search, stores, images. */
export function registerCatalogueApi(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: ApiDeps): void {
  const ports = { catalogue: new PgProductCatalogue(deps.sql), stores: new PgStoreDirectory(deps.sql) };
  const detailsCache = new TtlCache<string, ProductDetailsAnswer>({
    ttlMs: deps.config.STRIDE_PRODUCT_CACHE_TTL_MS,
    maxEntries: 2_000,
    now: () => deps.now().getTime(),
  });
  registerProductRoutes(app, registry, ports, detailsCache);
  // The category tree is in every page's header: read once per market and TTL, like product details.
  const treeCache = new TtlCache<string, CategoryTree>({ ttlMs: deps.config.STRIDE_PRODUCT_CACHE_TTL_MS, maxEntries: 16, now: () => deps.now().getTime() });
  registerSearchRoutes(app, registry, ports, treeCache);
  registerStoreRoutes(app, registry, ports);
  registerProductImageRoute(app, ports);
}
