import type { CurrencyCode } from '../money/index.js';
import { currencyExponent } from '../money/index.js';

/** Search paging: first result 0, 24 per page, at most 100 per page (Stride's choice). */
export const SEARCH_DEFAULT_START = 0;
export const SEARCH_DEFAULT_COUNT = 24;
export const SEARCH_MAX_COUNT = 100;
/** Auto-suggest answers at most 6 products and 4 categories. */
export const AUTO_SUGGEST_MAX_PRODUCTS = 6;
export const AUTO_SUGGEST_MAX_CATEGORIES = 4;
/** Store availability takes 1 to 50 store ids per call. */
export const AVAILABILITY_MAX_STORE_IDS = 50;

/** Orders a search can be sorted by. */
export const SEARCH_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'name'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Facets a search answers, in display order. */
export const SEARCH_FACET_IDS = ['category', 'size', 'color', 'price'] as const;
export type SearchFacetId = (typeof SEARCH_FACET_IDS)[number];

/**
 * Price bands of the price facet, in whole major units of the market currency: from (inclusive)
 * to (exclusive, null for open). The band id is `from-to`, e.g. `50-100`, `200-`.
 */
export const PRICE_BANDS: readonly { readonly id: string; readonly from: number; readonly to: number | null }[] = [
  { id: '0-50', from: 0, to: 50 },
  { id: '50-100', from: 50, to: 100 },
  { id: '100-150', from: 100, to: 150 },
  { id: '150-200', from: 150, to: 200 },
  { id: '200-', from: 200, to: null },
];

/** An inclusive range of current prices in minor units; a missing end is open. */
export interface PriceRangeMinor {
  readonly minMinor?: number;
  readonly maxMinor?: number;
}

/** The minor-unit range of a price band id, or null for an unknown band. */
export function priceBandRange(bandId: string, currency: CurrencyCode): PriceRangeMinor | null {
  const band = PRICE_BANDS.find((b) => b.id === bandId);
  if (band === undefined) return null;
  const factor = 10 ** currencyExponent(currency);
  return band.to === null ? { minMinor: band.from * factor } : { minMinor: band.from * factor, maxMinor: band.to * factor - 1 };
}

/** What a product search asks for; refinements are combined on one variant (colour AND size AND price). */
export interface ProductSearchCriteria {
  /** Words searched in names and descriptions, each as a prefix; empty for none. */
  readonly terms: readonly string[];
  readonly categoryId?: string;
  readonly sizes: readonly string[];
  readonly colours: readonly string[];
  readonly price?: PriceRangeMinor;
  readonly currency: CurrencyCode;
  readonly sort: SearchSort;
  readonly start: number;
  readonly count: number;
}

/**
 * The searchable words of a query: runs of letters and digits, lower-case, at most 8, so the
 * text can go into a full-text query without any of its operators.
 * @example searchTerms("Men's  PACE-runner!") // ['men', 's', 'pace', 'runner']
 */
export function searchTerms(query: string | undefined): string[] {
  return (
    (query ?? '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? []
  );
}
