import type { CategoryRecord, ProductSearchPage } from '../catalogue-records.js';
import type { ProductSearchCriteria } from '../product-search.js';
import type { SearchLanguage } from '../search-language.js';

/** A page of search results and, when the query's words were corrected, the corrected query. */
export interface ProductSearchHits extends ProductSearchPage {
  readonly didYouMean: string | null;
}

/** What auto-suggest offers for typed words. */
export interface SearchSuggestions {
  readonly productIds: readonly string[];
  readonly categories: readonly CategoryRecord[];
  readonly queries: readonly string[];
}

/**
 * Product search: text read in a language (stems, synonyms, colour words, typos) with the catalogue's
 * refinements, ranked by where words match (name, category, colour, description) then popularity;
 * auto-suggest; the queries shoppers run. The database answers it today; a search engine can replace
 * it behind this port. Infrastructure failures throw.
 */
export interface ProductSearchIndex {
  /** One page of matching products with its total and facet counts; no words lists the refinements' products. */
  search(criteria: ProductSearchCriteria, language: SearchLanguage): Promise<ProductSearchHits>;
  /** Products and categories with a name word starting with each term, and popular queries starting with the words. */
  suggest(
    terms: readonly string[],
    language: SearchLanguage,
    limits: { readonly products: number; readonly categories: number; readonly queries: number },
  ): Promise<SearchSuggestions>;
  /** Counts one run of a query (its search words joined by a space) and how many products it found. */
  recordQuery(query: string, language: SearchLanguage, resultCount: number, at: Date): Promise<void>;
  /** The queries run most often with results, most first. */
  popularQueries(language: SearchLanguage, limit: number): Promise<readonly string[]>;
  /**
   * Staff changed the prices of these variants: from when this answers, searches sort and refine by the new prices
   * on every server (a search engine would reindex their products).
   */
  pricesChanged(variantIds: readonly string[]): Promise<void>;
}
