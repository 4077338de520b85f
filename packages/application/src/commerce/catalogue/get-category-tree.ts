import { buildCategoryTree, type CatalogueMarket, type CategoryNode, type ProductCatalogue } from '@stride/domain/catalogue';
import { ResultAsync } from 'neverthrow';

/** The category tree with PLP urls in the market's locale and product counts. */
export function getCategoryTree(deps: { readonly catalogue: ProductCatalogue }, market: CatalogueMarket): ResultAsync<CategoryNode[], never> {
  return ResultAsync.fromSafePromise(deps.catalogue.categories()).map((records) => buildCategoryTree(records, market));
}
