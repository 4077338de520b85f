import { apiRoutes } from '@stride/application/api-routes';
import { findCollectionPoints, listStoreEmployees, searchStores } from '@stride/application/commerce';
import type { CollectionPointDirectory, ProductCatalogue, StoreDirectory } from '@stride/domain/catalogue';
import type { Hono } from 'hono';
import { ok } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { presentCollectionPoint, presentFoundStore, presentStore } from './catalogue-presenters.js';

/** Store search (nearest first), collection points, the list of all stores, and a store's associates (agents only). */
export function registerStoreRoutes(
  app: Hono<AppEnv>,
  registry: OpenApiRegistry,
  ports: { readonly catalogue: ProductCatalogue; readonly stores: StoreDirectory; readonly collectionPoints: CollectionPointDirectory },
): void {
  defineRoute(app, registry, apiRoutes.searchStores, async ({ body }) => {
    const query = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    return (await searchStores(ports, query)).map((r) => ({
      origin: r.origin,
      stores: r.stores.map(presentFoundStore),
      ...(r.message === undefined ? {} : { message: r.message }),
    }));
  });
  defineRoute(app, registry, apiRoutes.findCollectionPoints, async ({ body }) => {
    const query = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    return (await findCollectionPoints(ports, query)).map((r) => ({
      origin: r.origin,
      collectionPoints: r.points.map(presentCollectionPoint),
      ...(r.message === undefined ? {} : { message: r.message }),
    }));
  });
  defineRoute(app, registry, apiRoutes.listStores, async () => ok({ stores: (await ports.stores.listStores()).map(presentStore) }));
  defineRoute(app, registry, apiRoutes.getStoreEmployees, async ({ params }) => await listStoreEmployees(ports, params.storeId));
}
