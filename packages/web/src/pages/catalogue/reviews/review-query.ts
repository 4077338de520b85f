import type { ReviewSort } from '@stride/domain/reviews';

/** Reviews a page shows. */
export const REVIEWS_PAGE_SIZE = 10;

/** What the list shows: its order, a number of stars or all, and where the page starts. */
export interface ReviewQuery {
  readonly sort: ReviewSort;
  readonly rating: number | undefined;
  readonly offset: number;
}

export const FIRST_REVIEWS: ReviewQuery = { sort: 'newest', rating: undefined, offset: 0 };

/** The call's query for a list state (no star filter: no `rating`). */
export function reviewsCallQuery(query: ReviewQuery): { sort: ReviewSort; offset: number; limit: number; rating?: number } {
  return { sort: query.sort, offset: query.offset, limit: REVIEWS_PAGE_SIZE, ...(query.rating === undefined ? {} : { rating: query.rating }) };
}
