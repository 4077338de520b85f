import type { StorefrontFeatures } from '@stride/application/storefront';
import type {
  CatalogueGlossaryReader,
  CollectionPointDirectory,
  PriceBook,
  ProductCatalogue,
  ProductSearchIndex,
  ProductSetDirectory,
  StoreDirectory,
} from '@stride/domain/catalogue';
import type { TtlCache } from '../../cache/ttl-cache.js';
import type { ApiSlice } from '../api-slice.js';
import type { PublicReads } from '../public-reads.js';
import { registerContentImageRoute } from './content-image.route.js';
import { registerPriceRoutes } from './price-routes.js';
import { registerProductImageRoute } from './product-image.route.js';
import { registerProductSetRoutes } from './product-set-routes.js';
import { registerProductRoutes, type PageStockCache, type ProductDetailsCache } from './product-routes.js';
import { registerSearchRoutes, type CategoryTree } from './search-routes.js';
import { registerStoreRoutes } from './store-routes.js';

/** The catalogue slice's routes: products (and staff's price setting), catalog (with the storefront's switches), search, stores and collection points, product sets, images; the catalog, details and inventory also as public reads. */
export function catalogueApi(
  ports: {
    readonly catalogue: ProductCatalogue;
    readonly stores: StoreDirectory;
    readonly sets: ProductSetDirectory;
    readonly collectionPoints: CollectionPointDirectory;
    readonly searchIndex: ProductSearchIndex;
    readonly prices: PriceBook;
    readonly glossary?: CatalogueGlossaryReader;
    readonly now: () => Date;
  },
  caches: { readonly details: ProductDetailsCache; readonly pageStock: PageStockCache; readonly tree: TtlCache<string, CategoryTree> },
  reads: PublicReads,
  features: StorefrontFeatures,
): ApiSlice {
  return {
    register(app, registry) {
      registerProductRoutes(app, registry, ports, caches, reads);
      registerPriceRoutes(app, registry, ports, caches.details);
      registerSearchRoutes(app, registry, ports, caches.tree, reads, features);
      registerStoreRoutes(app, registry, ports);
      registerProductSetRoutes(app, registry, ports);
      registerProductImageRoute(app, ports);
      registerContentImageRoute(app);
    },
  };
}
