import type { CatalogueMarket, ProductCatalogue, ProductSearchCriteria, ProductSummaryRecord, SearchFacetCount, SearchFacetId } from '@stride/domain/catalogue';
import { SEARCH_FACET_IDS } from '@stride/domain/catalogue';
import { ResultAsync } from 'neverthrow';

/** A page of search results: tiles in order, the total, and the facets in display order. */
export interface ProductSearchResult {
  readonly total: number;
  readonly start: number;
  readonly count: number;
  readonly products: readonly ProductSummaryRecord[];
  readonly facets: readonly { readonly id: SearchFacetId; readonly values: readonly SearchFacetCount[] }[];
}

/** Searches the catalogue (text, category with descendants, size, colour and price refinements), one page at a time. */
export function searchProducts(
  deps: { readonly catalogue: ProductCatalogue },
  criteria: Omit<ProductSearchCriteria, 'currency'>,
  market: CatalogueMarket,
): ResultAsync<ProductSearchResult, never> {
  const full: ProductSearchCriteria = { ...criteria, currency: market.currency };
  return ResultAsync.fromSafePromise(
    (async () => {
      const page = await deps.catalogue.searchProducts(full);
      const products = await deps.catalogue.productSummaries(page.productIds, market.currency);
      const facets = SEARCH_FACET_IDS.map((id) => ({ id, values: page.facets[id] }));
      return { total: page.total, start: criteria.start, count: products.length, products, facets };
    })(),
  );
}
