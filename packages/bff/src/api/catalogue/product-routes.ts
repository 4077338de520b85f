import { apiRoutes } from '@stride/application/api-routes';
import { getProductDetails, getProductInventory, getStoreAvailability } from '@stride/application/commerce';
import { productDetailsAnswerSchema } from '@stride/application/storefront';
import { catalogueMarketFor, type CatalogueGlossaryReader, type ProductCatalogue, type StoreDirectory } from '@stride/domain/catalogue';
import type { Hono } from 'hono';
import type { StrideError } from '@stride/domain/errors';
import { ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import type { TtlCache } from '../../cache/ttl-cache.js';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import type { PublicReadOf, PublicReads } from '../public-reads.js';
import { presentAvailability, presentProductDetails } from './catalogue-presenters.js';

type Ports = {
  readonly catalogue: ProductCatalogue;
  readonly stores: StoreDirectory;
  readonly glossary?: CatalogueGlossaryReader;
  /** The clock the prices' reference windows end at. */
  readonly now?: () => Date;
};
export type ProductDetailsAnswer = z.output<typeof productDetailsAnswerSchema>;

/** Product details answers kept in memory, per product and market (the hottest read of the shop). */
export type ProductDetailsCache = TtlCache<string, ProductDetailsAnswer>;

type InventoryAnswer = z.output<typeof apiRoutes.getProductInventory.answer>;

/**
 * A product's online stock as page renders read it, kept a moment (STRIDE_PAGE_STOCK_TTL_MS): the pending read
 * itself is kept, so the renders that miss together share one read.
 */
export type PageStockCache = TtlCache<string, Promise<Result<InventoryAnswer, StrideError>>>;

/**
 * Product details, online inventory and store availability; details and inventory are public reads too (a product
 * page's loads). The inventory route always reads live stock; a page render reads it through `pageStock`.
 */
export function registerProductRoutes(
  app: Hono<AppEnv>,
  registry: OpenApiRegistry,
  ports: Ports,
  caches: { readonly details: ProductDetailsCache; readonly pageStock: PageStockCache },
  reads: PublicReads,
): void {
  const detailsCache = caches.details;
  const details: PublicReadOf<typeof apiRoutes.getProductDetails> = async ({ params, query }) => {
    const market = catalogueMarketFor(query.locale);
    const key = `${params.productId}|${market.locale}|${market.currency}`;
    const cached = detailsCache.get(key);
    if (cached !== undefined) return ok(cached);
    const answer = (await getProductDetails(ports, params.productId, market)).map(presentProductDetails);
    if (answer.isOk()) detailsCache.set(key, answer.value);
    return answer;
  };
  const inventory: PublicReadOf<typeof apiRoutes.getProductInventory> = async ({ params }) => getProductInventory(ports, params.productId);
  const pageInventory: PublicReadOf<typeof apiRoutes.getProductInventory> = (input) => {
    const kept = caches.pageStock.get(input.params.productId);
    if (kept !== undefined) return kept;
    const read = inventory(input);
    caches.pageStock.set(input.params.productId, read);
    // Only stock is kept: an unknown product (or a failed read) is asked again next time.
    void read.then(
      (answer) => answer.isErr() && caches.pageStock.delete(input.params.productId),
      () => caches.pageStock.delete(input.params.productId),
    );
    return read;
  };
  defineRoute(app, registry, apiRoutes.getProductDetails, details);
  reads.add(apiRoutes.getProductDetails, details);
  defineRoute(app, registry, apiRoutes.getProductInventory, inventory);
  reads.add(apiRoutes.getProductInventory, pageInventory);
  defineRoute(app, registry, apiRoutes.getStoreAvailability, async ({ params, body }) =>
    (await getStoreAvailability(ports, params.productId, body.storeIds)).map((list) => ({ storeInventory: list.map(presentAvailability) })),
  );
}
