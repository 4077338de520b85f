import type {
  CatalogueGlossaryReader,
  CatalogueMarket,
  ProductCatalogue,
  ProductSearchCriteria,
  ProductSearchIndex,
  ProductSummaryRecord,
  SearchFacetCount,
  SearchFacetId,
} from '@stride/domain/catalogue';
import {
  glossaryText,
  localiseProductSummary,
  localiseSizeLabel,
  matchedTileColour,
  POPULAR_SEARCHES_MAX,
  SEARCH_FACET_IDS,
  searchLanguageOf,
} from '@stride/domain/catalogue';
import { marketGlossary } from './market-glossary.js';
import { ResultAsync } from 'neverthrow';

/** A page of search results: tiles in order, the total, the facets in display order, and help when little was found. */
export interface ProductSearchResult {
  readonly total: number;
  readonly start: number;
  readonly count: number;
  readonly products: readonly ProductSummaryRecord[];
  /** By product id, the colour id its tile shows when a colour refinement matched it (picked or read from the words). */
  readonly tileColours: Readonly<Record<string, string>>;
  readonly facets: readonly { readonly id: SearchFacetId; readonly values: readonly SearchFacetCount[] }[];
  /** The query with its misspelt words corrected (the results are the corrected query's), or null. */
  readonly didYouMean: string | null;
  /** Queries shoppers often run with results, offered when this one found nothing; empty otherwise. */
  readonly popularSearches: readonly string[];
}

/** What searching needs: the catalogue for tiles, the search index, translations, and the time a query is recorded at. */
export interface SearchProductsDeps {
  readonly catalogue: ProductCatalogue;
  readonly searchIndex: ProductSearchIndex;
  readonly glossary?: CatalogueGlossaryReader | undefined;
  readonly now: () => Date;
}

/**
 * Searches the catalogue (words read in the market's language, category with descendants, size, colour
 * and price refinements), one page at a time; tiles worded in the market's language where the catalogue
 * has translations. A query with words is recorded for popular searches.
 */
export function searchProducts(
  deps: SearchProductsDeps,
  criteria: Omit<ProductSearchCriteria, 'currency'>,
  market: CatalogueMarket,
): ResultAsync<ProductSearchResult, never> {
  const full: ProductSearchCriteria = { ...criteria, currency: market.currency };
  const language = searchLanguageOf(market.language);
  return ResultAsync.fromSafePromise(
    (async () => {
      const page = await deps.searchIndex.search(full, language);
      const [summaries, glossary] = await Promise.all([deps.catalogue.productSummaries(page.productIds, market.currency), marketGlossary(deps, market)]);
      // Matched by the names as stored, before the glossary words them in the market's language.
      const tileColours = Object.fromEntries(
        summaries.flatMap((summary) => {
          const colour = matchedTileColour(summary.colours, page.matchedColours[summary.id] ?? []);
          return colour === null ? [] : [[summary.id, colour.colourId]];
        }),
      );
      const products = summaries.map((summary) => localiseProductSummary(summary, glossary));
      // Facet labels are catalogue data too: colour names and sizes as the site writes them (9,5 in fr-CA).
      const label = (text: string) => localiseSizeLabel(glossaryText(glossary, text), market.locale);
      const facets = SEARCH_FACET_IDS.map((id) => ({ id, values: page.facets[id].map((v) => ({ ...v, label: label(v.label) })) }));
      // Only the first page of a query counts as one run of it.
      if (criteria.terms.length > 0 && criteria.start === 0)
        await deps.searchIndex.recordQuery(page.didYouMean ?? criteria.terms.join(' '), language, page.total, deps.now());
      const popularSearches = page.total === 0 && criteria.terms.length > 0 ? await deps.searchIndex.popularQueries(language, POPULAR_SEARCHES_MAX) : [];
      return { total: page.total, start: criteria.start, count: products.length, products, tileColours, facets, didYouMean: page.didYouMean, popularSearches };
    })(),
  );
}
