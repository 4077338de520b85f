import { getProductDetails, getProductInventory, getStoreAvailability } from '@stride/application/commerce';
import {
  availabilityAnswerSchema,
  availabilityBodySchema,
  localeQuerySchema,
  productDetailsAnswerSchema,
  productIdParamsSchema,
  productInventoryAnswerSchema,
} from '@stride/application/storefront';
import { catalogueMarketFor, type ProductCatalogue, type StoreDirectory } from '@stride/domain';
import type { Hono } from 'hono';
import { ok } from 'neverthrow';
import type { z } from 'zod';
import type { TtlCache } from '../../cache/ttl-cache.js';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { presentAvailability, presentProductDetails } from './catalogue-presenters.js';

type Ports = { readonly catalogue: ProductCatalogue; readonly stores: StoreDirectory };
export type ProductDetailsAnswer = z.output<typeof productDetailsAnswerSchema>;

/** Product details answers kept in memory, per product and market (the hottest read of the shop). */
export type ProductDetailsCache = TtlCache<string, ProductDetailsAnswer>;

/** Product details, online inventory and store availability. */
export function registerProductRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, ports: Ports, detailsCache: ProductDetailsCache): void {
  defineRoute(
    app, registry,
    {
      method: 'get', path: '/products/v2/products/:productId/details', summary: 'Product details (product id or colour master id)',
      tags: ['catalogue'], auth: 'optional', params: productIdParamsSchema, query: localeQuerySchema, answer: productDetailsAnswerSchema, errors: ['PLP400'],
      sharedAnswers: true,
    },
    async ({ params, query }) => {
      const market = catalogueMarketFor(query.locale);
      const key = `${params.productId}|${market.locale}|${market.currency}`;
      const cached = detailsCache.get(key);
      if (cached !== undefined) return ok(cached);
      const answer = (await getProductDetails(ports, params.productId, market)).map(presentProductDetails);
      if (answer.isOk()) detailsCache.set(key, answer.value);
      return answer;
    },
  );
  defineRoute(
    app, registry,
    {
      method: 'get', path: '/products/v2/products/:productId/inventory', summary: 'Online stock per variant',
      tags: ['catalogue'], auth: 'optional', params: productIdParamsSchema, query: localeQuerySchema, answer: productInventoryAnswerSchema, errors: ['PLP400'],
    },
    async ({ params }) => getProductInventory(ports, params.productId),
  );
  defineRoute(
    app, registry,
    {
      method: 'post', path: '/products/v1/products/:productId/availability', summary: 'Stock of a product in given stores',
      tags: ['catalogue'], auth: 'optional', params: productIdParamsSchema, query: localeQuerySchema, body: availabilityBodySchema,
      answer: availabilityAnswerSchema, errors: ['PLP400'],
    },
    async ({ params, body }) =>
      (await getStoreAvailability(ports, params.productId, body.storeIds)).map((list) => ({ storeInventory: list.map(presentAvailability) })),
  );
}
