import { apiRoutes } from '@stride/application/api-routes';
import { getCategoryTree, searchProducts, suggestProducts } from '@stride/application/commerce';
import { catalogAnswerSchema, productSearchQuerySchema } from '@stride/application/storefront';
import {
  catalogueMarketFor,
  categoryPageUrl,
  priceBandRange,
  searchTerms,
  type PriceRangeMinor,
  type CatalogueGlossaryReader,
  type ProductCatalogue,
  type ProductSearchIndex,
} from '@stride/domain/catalogue';
import { fromMajorUnits } from '@stride/domain/money';
import type { StorefrontFeatures } from '@stride/application/storefront';
import type { Hono } from 'hono';
import { ok } from 'neverthrow';
import type { z } from 'zod';
import type { TtlCache } from '../../cache/ttl-cache.js';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import type { PublicReadOf, PublicReads } from '../public-reads.js';
import { presentTile } from './catalogue-presenters.js';

type SearchQuery = ReturnType<typeof productSearchQuerySchema.parse>;

// A price band wins over priceMin/priceMax; amounts are validated to 2 decimals by the schema.
function priceRange(q: SearchQuery, currency: string): PriceRangeMinor | undefined {
  if (q.price !== undefined) return priceBandRange(q.price, currency) ?? undefined;
  if (q.priceMin === undefined && q.priceMax === undefined) return undefined;
  const minor = (major: number | undefined) =>
    major === undefined
      ? undefined
      : fromMajorUnits(major, currency)
          .map((m) => m.amount)
          .unwrapOr(undefined);
  const min = minor(q.priceMin);
  const max = minor(q.priceMax);
  return { ...(min === undefined ? {} : { minMinor: min }), ...(max === undefined ? {} : { maxMinor: max }) };
}

/** The answer of the category tree call, as cached per market. */
export type CategoryTree = z.infer<typeof catalogAnswerSchema>;

/** Category tree (served from `treeCache` per market while fresh), product search with facets (both public reads too), and auto-suggest; search through the search index. */
export function registerSearchRoutes(
  app: Hono<AppEnv>,
  registry: OpenApiRegistry,
  ports: {
    readonly catalogue: ProductCatalogue;
    readonly searchIndex: ProductSearchIndex;
    readonly glossary?: CatalogueGlossaryReader;
    readonly now: () => Date;
  },
  treeCache: TtlCache<string, CategoryTree>,
  reads: PublicReads,
  features: StorefrontFeatures,
): void {
  const categoryTree: PublicReadOf<typeof apiRoutes.getCatalog> = async ({ query }) => {
    const market = catalogueMarketFor(query.locale);
    const cached = treeCache.get(market.locale);
    if (cached !== undefined) return ok(cached);
    const tree = (await getCategoryTree(ports, market)).map((categories) => ({ categories, features }));
    if (tree.isOk()) treeCache.set(market.locale, tree.value);
    return tree;
  };
  defineRoute(app, registry, apiRoutes.getCatalog, categoryTree);
  reads.add(apiRoutes.getCatalog, categoryTree);
  const search: PublicReadOf<typeof apiRoutes.searchProducts> = async ({ query }) => {
    const market = catalogueMarketFor(query.locale);
    const price = priceRange(query, market.currency);
    const criteria = {
      terms: searchTerms(query.q),
      sizes: query.size ?? [],
      colours: query.color ?? [],
      sort: query.sort,
      start: query.start,
      count: query.count,
      ...(query.categoryId === undefined ? {} : { categoryId: query.categoryId }),
      ...(price === undefined ? {} : { price }),
    };
    return (await searchProducts(ports, criteria, market)).map(({ didYouMean, tileColours, ...r }) => ({
      ...r,
      products: r.products.map((t) => presentTile(t, market, tileColours[t.id], ports.now())),
      facets: r.facets.map((f) => ({ ...f, values: [...f.values] })),
      popularSearches: [...r.popularSearches],
      ...(didYouMean === null ? {} : { didYouMean }),
    }));
  };
  defineRoute(app, registry, apiRoutes.searchProducts, search);
  reads.add(apiRoutes.searchProducts, search);
  defineRoute(app, registry, apiRoutes.suggestProducts, async ({ query }) => {
    const market = catalogueMarketFor(query.locale);
    return (await suggestProducts(ports, query.q, market)).map((s) => ({
      products: s.products.map((t) => presentTile(t, market, undefined, ports.now())),
      categories: s.categories.map((c) => ({ id: c.id, name: c.name, url: categoryPageUrl(market, c.slug, c.id), productCount: c.productCount })),
      queries: [...s.queries],
    }));
  });
}
