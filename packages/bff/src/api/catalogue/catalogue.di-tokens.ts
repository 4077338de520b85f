import type { ProductCatalogue, ProductSearchIndex, ProductSetDirectory, StoreDirectory } from '@stride/domain/catalogue';
import type { TtlCache } from '../../cache/ttl-cache.js';
import { token } from '../../di/token.js';
import type { ApiSlice } from '../api-slice.js';
import type { PageStockCache, ProductDetailsCache } from './product-routes.js';
import type { CategoryTree } from './search-routes.js';

/** The catalogue context's ports, its caches and its API slice, as catalogueModule binds them. */
export const CATALOGUE = {
  ProductCatalogue: token<ProductCatalogue>('catalogue.ProductCatalogue'),
  StoreDirectory: token<StoreDirectory>('catalogue.StoreDirectory'),
  ProductSetDirectory: token<ProductSetDirectory>('catalogue.ProductSetDirectory'),
  /** Product search and auto-suggest (the database today; a search engine could stand here). */
  ProductSearchIndex: token<ProductSearchIndex>('catalogue.ProductSearchIndex'),
  /** Product details answers per product and market, for STRIDE_PRODUCT_CACHE_TTL_MS. */
  ProductDetailsCache: token<ProductDetailsCache>('catalogue.ProductDetailsCache'),
  /** A product's online stock as page renders read it, for STRIDE_PAGE_STOCK_TTL_MS. */
  PageStockCache: token<PageStockCache>('catalogue.PageStockCache'),
  /** The category tree per market, for STRIDE_PRODUCT_CACHE_TTL_MS: it is in every page's header. */
  CategoryTreeCache: token<TtlCache<string, CategoryTree>>('catalogue.CategoryTreeCache'),
  Api: token<ApiSlice>('catalogue.Api'),
} as const;
