/** The orders a product's reviews can be listed in. */
export const REVIEW_SORTS = ['newest', 'mostHelpful', 'highest', 'lowest'] as const;

export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The order a list takes when the caller names none. */
export const REVIEW_SORT_DEFAULT: ReviewSort = 'newest';

/**
 * Whether a text names one of the sorts (a query parameter as typed).
 * @example isReviewSort('mostHelpful') // true
 */
export function isReviewSort(value: string): value is ReviewSort {
  return (REVIEW_SORTS as readonly string[]).includes(value);
}
