import { apiRoutes } from '@stride/application/api-routes';
import { getProductDetails, getProductInventory, getStoreAvailability } from '@stride/application/commerce';
import { productDetailsAnswerSchema } from '@stride/application/storefront';
import { catalogueMarketFor, type CatalogueGlossaryReader, type ProductCatalogue, type StoreDirectory } from '@stride/domain/catalogue';
import type { Hono } from 'hono';
import { ok } from 'neverthrow';
import type { z } from 'zod';
import type { TtlCache } from '../../cache/ttl-cache.js';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import type { PublicReadOf, PublicReads } from '../public-reads.js';
import { presentAvailability, presentProductDetails } from './catalogue-presenters.js';

type Ports = { readonly catalogue: ProductCatalogue; readonly stores: StoreDirectory; readonly glossary?: CatalogueGlossaryReader };
export type ProductDetailsAnswer = z.output<typeof productDetailsAnswerSchema>;

/** Product details answers kept in memory, per product and market (the hottest read of the shop). */
export type ProductDetailsCache = TtlCache<string, ProductDetailsAnswer>;

/** Product details, online inventory and store availability; details and inventory are public reads too (a product page's loads). */
export function registerProductRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, ports: Ports, detailsCache: ProductDetailsCache, reads: PublicReads): void {
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
  defineRoute(app, registry, apiRoutes.getProductDetails, details);
  reads.add(apiRoutes.getProductDetails, details);
  defineRoute(app, registry, apiRoutes.getProductInventory, inventory);
  reads.add(apiRoutes.getProductInventory, inventory);
  defineRoute(app, registry, apiRoutes.getStoreAvailability, async ({ params, body }) =>
    (await getStoreAvailability(ports, params.productId, body.storeIds)).map((list) => ({ storeInventory: list.map(presentAvailability) })),
  );
}
