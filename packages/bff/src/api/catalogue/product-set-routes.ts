import { apiRoutes } from '@stride/application/api-routes';
import { getProductSet, getProductSets, type ProductSetView } from '@stride/application/commerce';
import type { ProductSetAnswer } from '@stride/application/storefront';
import {
  catalogueMarketFor,
  type CatalogueGlossaryReader,
  type CatalogueMarket,
  type ProductCatalogue,
  type ProductSetDirectory,
} from '@stride/domain/catalogue';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { presentTile } from './catalogue-presenters.js';

function presentSet(view: ProductSetView, market: CatalogueMarket): ProductSetAnswer {
  return {
    productSetId: view.set.id,
    name: view.set.name,
    description: view.set.description,
    products: view.products.map((product) => presentTile(product, market)),
  };
}

/** Product sets: the sets a product is in (the product page's "complete the look"), and one set. */
export function registerProductSetRoutes(
  app: Hono<AppEnv>,
  registry: OpenApiRegistry,
  ports: { readonly catalogue: ProductCatalogue; readonly sets: ProductSetDirectory; readonly glossary?: CatalogueGlossaryReader | undefined },
): void {
  defineRoute(app, registry, apiRoutes.getProductSets, async ({ params, query }) => {
    const market = catalogueMarketFor(query.locale);
    return (await getProductSets(ports, params.productId, market)).map((views) => ({
      productId: params.productId,
      productSets: views.map((view) => presentSet(view, market)),
    }));
  });
  defineRoute(app, registry, apiRoutes.getProductSet, async ({ params, query }) => {
    const market = catalogueMarketFor(query.locale);
    return (await getProductSet(ports, params.productSetId, market)).map((view) => presentSet(view, market));
  });
}
