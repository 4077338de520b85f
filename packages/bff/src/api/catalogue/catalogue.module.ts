import {
  PgCollectionPointDirectory,
  PgPriceBook,
  PgProductCatalogue,
  PgProductSearchIndex,
  PgProductSetDirectory,
  PgStoreDirectory,
} from '@stride/adapters-storage';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../app.di-tokens.js';
import { TtlCache } from '../../cache/ttl-cache.js';
import { catalogueApi } from './catalogue-api.js';
import { CATALOGUE } from './catalogue.di-tokens.js';

/** Product details answers a bff keeps: the demo catalogue's products in a few markets. */
const PRODUCT_DETAILS_ENTRIES = 2_000;
/** Products whose stock page renders keep (a second each, by default): the hot ones. */
const PAGE_STOCK_ENTRIES = 2_000;
/** Category trees a bff keeps: one per market. */
const CATEGORY_TREE_ENTRIES = 16;

/** Catalogue: PostgreSQL behind the product catalogue, the search index, the store directory and the product sets, and the answer caches. */
export const catalogueModule = new ContainerModule(({ bind }) => {
  bind(CATALOGUE.ProductCatalogue).toDynamicValue((ctx) => new PgProductCatalogue(ctx.get(TOKENS.SqlClient)));
  bind(CATALOGUE.StoreDirectory).toDynamicValue((ctx) => new PgStoreDirectory(ctx.get(TOKENS.SqlClient)));
  bind(CATALOGUE.ProductSetDirectory).toDynamicValue((ctx) => new PgProductSetDirectory(ctx.get(TOKENS.SqlClient)));
  bind(CATALOGUE.ProductSearchIndex).toDynamicValue((ctx) => new PgProductSearchIndex(ctx.get(TOKENS.SqlClient)));
  bind(CATALOGUE.ProductDetailsCache).toDynamicValue((ctx) => {
    const now = ctx.get(TOKENS.Clock);
    return new TtlCache({ ttlMs: ctx.get(TOKENS.Config).STRIDE_PRODUCT_CACHE_TTL_MS, maxEntries: PRODUCT_DETAILS_ENTRIES, now: () => now().getTime() });
  });
  bind(CATALOGUE.PageStockCache).toDynamicValue((ctx) => {
    const now = ctx.get(TOKENS.Clock);
    return new TtlCache({ ttlMs: ctx.get(TOKENS.Config).STRIDE_PAGE_STOCK_TTL_MS, maxEntries: PAGE_STOCK_ENTRIES, now: () => now().getTime() });
  });
  bind(CATALOGUE.CategoryTreeCache).toDynamicValue((ctx) => {
    const now = ctx.get(TOKENS.Clock);
    return new TtlCache({ ttlMs: ctx.get(TOKENS.Config).STRIDE_PRODUCT_CACHE_TTL_MS, maxEntries: CATEGORY_TREE_ENTRIES, now: () => now().getTime() });
  });
  bind(CATALOGUE.Api).toDynamicValue((ctx) =>
    catalogueApi(
      {
        catalogue: ctx.get(CATALOGUE.ProductCatalogue),
        stores: ctx.get(CATALOGUE.StoreDirectory),
        sets: ctx.get(CATALOGUE.ProductSetDirectory),
        collectionPoints: new PgCollectionPointDirectory(ctx.get(TOKENS.SqlClient)),
        searchIndex: ctx.get(CATALOGUE.ProductSearchIndex),
        prices: new PgPriceBook(ctx.get(TOKENS.SqlClient)),
        glossary: ctx.get(TOKENS.CatalogueGlossary),
        now: ctx.get(TOKENS.Clock),
      },
      { details: ctx.get(CATALOGUE.ProductDetailsCache), pageStock: ctx.get(CATALOGUE.PageStockCache), tree: ctx.get(CATALOGUE.CategoryTreeCache) },
      ctx.get(TOKENS.PublicReads),
      {
        notifyMe: ctx.get(TOKENS.Config).STRIDE_NOTIFY_ME,
        favorites: ctx.get(TOKENS.Config).STRIDE_FAVORITES,
        loyalty: ctx.get(TOKENS.Config).STRIDE_LOYALTY,
        simplifiedEnrollment: ctx.get(TOKENS.Config).STRIDE_SIMPLIFIED_ENROLLMENT,
        toastDismissMs: ctx.get(TOKENS.Config).STRIDE_TOAST_DISMISS_MS,
        loyaltyMinPoints: ctx.get(TOKENS.Config).STRIDE_LOYALTY_MIN_POINTS,
      },
    ),
  );
});
