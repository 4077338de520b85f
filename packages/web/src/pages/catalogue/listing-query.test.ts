import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeRefinements,
  canonicalListingPath,
  clearRefinements,
  listingApiQuery,
  listingHref,
  listingStateFromUrl,
  pageCount,
  toggleRefinement,
  type ListingState,
} from './listing-query.js';

const PATH = '/en-us/c/running-shoes-4100';
const value = fc
  .stringMatching(/^[A-Za-z0-9 .]{1,12}$/)
  .map((s) => s.trim())
  .filter((s) => s !== '');
const stateArb = fc.record({
  q: fc.constant(''),
  sort: fc.constantFrom('relevance' as const, 'price-asc' as const, 'newest' as const),
  page: fc.integer({ min: 1, max: 400 }),
  size: fc.uniqueArray(value, { maxLength: 4 }),
  color: fc.uniqueArray(value, { maxLength: 4 }),
  price: fc.constantFrom(null, '0-50', '200-'),
});
const at = (query: string) => listingStateFromUrl(new URL(`https://stride.example${PATH}${query}`));

describe('list page URLs', () => {
  it('reads refinements repeated (as a GET form sends them) or comma-separated, sort and page', () => {
    expect(at('?size=9&size=9.5&color=Flame+Red,Forest&price=50-100&sort=price-asc&page=3')).toEqual({
      q: '',
      sort: 'price-asc',
      page: 3,
      size: ['9', '9.5'],
      color: ['Flame Red', 'Forest'],
      price: '50-100',
    });
  });

  it('falls back to the defaults for a malformed sort, page or price band (page 1, relevance)', () => {
    expect(at('?sort=cheapest&page=-2&price=1-2')).toMatchObject({ sort: 'relevance', page: 1, price: null });
    expect(at('?page=abc').page).toBe(1);
  });

  it('builds a refinement link that toggles the value and goes back to page 1', () => {
    const state = at('?size=9&page=4');
    expect(listingHref(PATH, toggleRefinement(state, 'size', '10'))).toBe(`${PATH}?size=9&size=10`);
    expect(listingHref(PATH, toggleRefinement(state, 'size', '9'))).toBe(PATH);
    expect(listingHref(PATH, toggleRefinement(state, 'price', '100-150'))).toBe(`${PATH}?size=9&price=100-150`);
    expect(listingHref(PATH, toggleRefinement(at('?price=100-150'), 'price', '50-100'))).toBe(`${PATH}?price=50-100`);
  });

  it('leaves defaults out of links and keeps the search words', () => {
    expect(listingHref('/en-us/search', { ...at('?q=trail+shoe'), page: 2 })).toBe('/en-us/search?q=trail+shoe&page=2');
    expect(listingHref(PATH, clearRefinements(at('?size=9&color=Forest&sort=newest')))).toBe(`${PATH}?sort=newest`);
  });

  it('keeps refinements and sort out of the canonical path, but not the page', () => {
    expect(canonicalListingPath(PATH, at('?size=9&sort=newest&page=2'))).toBe(`${PATH}?page=2`);
    expect(canonicalListingPath(PATH, at('?color=Forest'))).toBe(PATH);
  });

  it('asks the API for one page of 24 from the page number, refinements comma-separated', () => {
    expect(listingApiQuery(at('?size=9&size=10&page=2'), '4100')).toEqual({
      q: undefined,
      categoryId: '4100',
      start: 24,
      count: 24,
      sort: 'relevance',
      size: '9,10',
      color: undefined,
      price: undefined,
    });
    expect(pageCount(0)).toBe(1);
    expect(pageCount(49)).toBe(3);
  });

  it('a link read back gives the same state', () => {
    fc.assert(
      fc.property(stateArb, (state: ListingState) => {
        expect(listingStateFromUrl(new URL(listingHref(PATH, state), 'https://stride.example'))).toEqual(state);
      }),
    );
  });

  it('lists the refinements that are on as chips, sizes then colours then the price band', () => {
    expect(activeRefinements(at('?price=50-100&color=Flame+Red&size=9.5&size=10'))).toEqual([
      { facet: 'size', value: '9.5' },
      { facet: 'size', value: '10' },
      { facet: 'color', value: 'Flame Red' },
      { facet: 'price', value: '50-100' },
    ]);
    expect(activeRefinements(at('?sort=name'))).toEqual([]);
  });

  it('law: removing every chip one by one clears the refinements, and each chip’s link keeps the others', () => {
    fc.assert(
      fc.property(stateArb, (state: ListingState) => {
        let left = state;
        const chips = activeRefinements(state);
        for (const chip of chips) {
          const next = toggleRefinement(left, chip.facet, chip.value);
          expect(activeRefinements(next)).toEqual(activeRefinements(left).filter((c) => c.facet !== chip.facet || c.value !== chip.value));
          left = next;
        }
        // Without a chip there is nothing to remove (and no Clear all): the page stays where it was.
        expect(left).toEqual(chips.length === 0 ? state : clearRefinements(state));
      }),
      { numRuns: 100 },
    );
  });
});
