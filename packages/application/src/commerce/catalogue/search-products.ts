import type {
  CatalogueGlossaryReader,
  CatalogueMarket,
  ProductCatalogue,
  ProductSearchCriteria,
  ProductSummaryRecord,
  SearchFacetCount,
  SearchFacetId,
} from '@stride/domain/catalogue';
import { glossaryText, localiseProductSummary, localiseSizeLabel, SEARCH_FACET_IDS } from '@stride/domain/catalogue';
import { marketGlossary } from './market-glossary.js';
import { ResultAsync } from 'neverthrow';

/** A page of search results: tiles in order, the total, and the facets in display order. */
export interface ProductSearchResult {
  readonly total: number;
  readonly start: number;
  readonly count: number;
  readonly products: readonly ProductSummaryRecord[];
  readonly facets: readonly { readonly id: SearchFacetId; readonly values: readonly SearchFacetCount[] }[];
}

/**
 * Searches the catalogue (text, category with descendants, size, colour and price refinements), one
 * page at a time; tiles worded in the market's language where the catalogue has translations.
 */
export function searchProducts(
  deps: { readonly catalogue: ProductCatalogue; readonly glossary?: CatalogueGlossaryReader | undefined },
  criteria: Omit<ProductSearchCriteria, 'currency'>,
  market: CatalogueMarket,
): ResultAsync<ProductSearchResult, never> {
  const full: ProductSearchCriteria = { ...criteria, currency: market.currency };
  return ResultAsync.fromSafePromise(
    (async () => {
      const page = await deps.catalogue.searchProducts(full);
      const [summaries, glossary] = await Promise.all([deps.catalogue.productSummaries(page.productIds, market.currency), marketGlossary(deps, market)]);
      const products = summaries.map((summary) => localiseProductSummary(summary, glossary));
      // Facet labels are catalogue data too: colour names and sizes as the site writes them (9,5 in fr-CA).
      const label = (text: string) => localiseSizeLabel(glossaryText(glossary, text), market.locale);
      const facets = SEARCH_FACET_IDS.map((id) => ({ id, values: page.facets[id].map((v) => ({ ...v, label: label(v.label) })) }));
      return { total: page.total, start: criteria.start, count: products.length, products, facets };
    })(),
  );
}
