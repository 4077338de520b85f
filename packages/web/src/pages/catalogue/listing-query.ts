import { PAGINATION_DEFAULT_PAGE } from '@stride/domain/ui';
import { PRICE_BANDS, SEARCH_DEFAULT_COUNT, SEARCH_SORTS, type SearchSort } from '@stride/domain/catalogue';

/** The refinements a list or search page can carry in its query string. */
export type RefinementFacet = 'size' | 'color' | 'price';

/** What a product list or search page shows, read from its URL. */
export interface ListingState {
  /** Search words (search page only); empty for none. */
  readonly q: string;
  readonly sort: SearchSort;
  /** 1-based page. */
  readonly page: number;
  readonly size: readonly string[];
  readonly color: readonly string[];
  /** One price band id (`50-100`), or null. */
  readonly price: string | null;
}

/** Products per page: the search's default count (24, two to four full rows). */
export const LISTING_PAGE_SIZE = SEARCH_DEFAULT_COUNT;

/** The highest page a URL may ask for (the search answers at most start 10,000). */
const MAX_PAGE = Math.floor(10_000 / LISTING_PAGE_SIZE) + 1;
const MAX_VALUES = 30;

// A value of a multi-valued refinement may come repeated (`size=9&size=10`, what a GET form sends)
// or comma-separated (`size=9,10`, what the API takes); both read the same.
function values(params: URLSearchParams, key: string): string[] {
  const all = params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '' && v.length <= 40);
  return [...new Set(all)].slice(0, MAX_VALUES);
}

function isSort(value: string | null): value is SearchSort {
  return value !== null && (SEARCH_SORTS as readonly string[]).includes(value);
}

/**
 * Reads the list state from a URL; anything malformed falls back to the default rather than failing,
 * so an edited or stale link still shows products.
 * @example listingStateFromUrl(new URL('https://x/en-us/c/running-4100?size=9.5&page=2')).page // 2
 */
export function listingStateFromUrl(url: URL): ListingState {
  const params = url.searchParams;
  const sort = params.get('sort');
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,4}$/.test(pageText) ? Math.min(Math.max(Number(pageText), 1), MAX_PAGE) : PAGINATION_DEFAULT_PAGE;
  const price = params.get('price');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    sort: isSort(sort) ? sort : 'relevance',
    page,
    size: values(params, 'size'),
    color: values(params, 'color'),
    price: PRICE_BANDS.some((band) => band.id === price) ? price : null,
  };
}

/** The productSearch query for a list state (and a category on a list page). */
export function listingApiQuery(state: ListingState, categoryId?: string): Record<string, string | number | undefined> {
  return {
    q: state.q === '' ? undefined : state.q,
    categoryId,
    start: (state.page - 1) * LISTING_PAGE_SIZE,
    count: LISTING_PAGE_SIZE,
    sort: state.sort,
    size: state.size.length > 0 ? state.size.join(',') : undefined,
    color: state.color.length > 0 ? state.color.join(',') : undefined,
    price: state.price ?? undefined,
  };
}

/**
 * The URL of a list state on a page path, defaults left out so equal states have equal URLs
 * (refinement values repeated, as a GET form sends them).
 * @example listingHref('/en-us/c/running-4100', { ...state, size: ['9', '9.5'] }) // '/en-us/c/running-4100?size=9&size=9.5'
 */
export function listingHref(path: string, state: ListingState): string {
  const params = new URLSearchParams();
  if (state.q !== '') params.set('q', state.q);
  for (const size of state.size) params.append('size', size);
  for (const color of state.color) params.append('color', color);
  if (state.price !== null) params.set('price', state.price);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page !== PAGINATION_DEFAULT_PAGE) params.set('page', String(state.page));
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}

/** True when the state has the refinement value. */
export function hasRefinement(state: ListingState, facet: RefinementFacet, value: string): boolean {
  return facet === 'price' ? state.price === value : state[facet].includes(value);
}

/**
 * The state with a refinement value switched on or off; any refinement change goes back to page 1
 * (the old page may not exist any more). A price band replaces the previous one.
 */
export function toggleRefinement(state: ListingState, facet: RefinementFacet, value: string): ListingState {
  const page = PAGINATION_DEFAULT_PAGE;
  if (facet === 'price') return { ...state, page, price: state.price === value ? null : value };
  const current = state[facet];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, page, [facet]: next };
}

/** The state without any size, colour or price refinement. */
export function clearRefinements(state: ListingState): ListingState {
  return { ...state, page: PAGINATION_DEFAULT_PAGE, size: [], color: [], price: null };
}

/** One refinement value that is on, as a chip shows it. */
export interface ActiveRefinement {
  readonly facet: RefinementFacet;
  readonly value: string;
}

/**
 * Every refinement value that is on, in the filters' order (size, colour, then price), each once.
 * @example activeRefinements({ ...state, size: ['9'], price: '50-100' }) // [{ facet: 'size', value: '9' }, { facet: 'price', value: '50-100' }]
 */
export function activeRefinements(state: ListingState): ActiveRefinement[] {
  return [
    ...state.size.map((value) => ({ facet: 'size' as const, value })),
    ...state.color.map((value) => ({ facet: 'color' as const, value })),
    ...(state.price === null ? [] : [{ facet: 'price' as const, value: state.price }]),
  ];
}

/** True when any size, colour or price refinement is on. */
export function isRefined(state: ListingState): boolean {
  return state.size.length > 0 || state.color.length > 0 || state.price !== null;
}

/** Number of pages for a total. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
}

/**
 * The canonical path of a list page: refinements and sort are views of the same page, so they are
 * left out; a later page is a page of its own and keeps its number (and a search its words).
 * @example canonicalListingPath('/en-us/c/running-4100', { ...state, size: ['9'], page: 2 }) // '/en-us/c/running-4100?page=2'
 */
export function canonicalListingPath(path: string, state: ListingState): string {
  return listingHref(path, { ...state, sort: 'relevance', size: [], color: [], price: null });
}
