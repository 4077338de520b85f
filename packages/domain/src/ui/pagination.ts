/** Default page (commerce-core section 9). */
export const PAGINATION_DEFAULT_PAGE = 1;
/** Pages shown on each side of the current page. */
export const PAGINATION_SIBLING_COUNT = 2;
// The spec is silent on boundary pages; one at each end is what shoppers expect (1 … 7 8 9 … 20).
/** Pages always shown at each end. */
export const PAGINATION_BOUNDARY_COUNT = 1;

export type PaginationItem =
  | { readonly type: 'previous' | 'next'; readonly page: number | null; readonly disabled: boolean }
  | { readonly type: 'page'; readonly page: number; readonly selected: boolean }
  | { readonly type: 'start-ellipsis' | 'end-ellipsis' };

export interface PaginationInput {
  readonly count: number;
  readonly page?: number;
  readonly siblingCount?: number;
  readonly boundaryCount?: number;
}

const range = (start: number, end: number): number[] => (end < start ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i));

function pageSlots(count: number, page: number, sibling: number, boundary: number): (number | 'start-ellipsis' | 'end-ellipsis')[] {
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(Math.min(page - sibling, count - boundary - sibling * 2 - 1), boundary + 2);
  const siblingsEnd = Math.min(Math.max(page + sibling, boundary + sibling * 2 + 2), count - boundary - 1);
  const startGap = siblingsStart > boundary + 2 ? ['start-ellipsis' as const] : boundary + 1 < count - boundary ? [boundary + 1] : [];
  const endGap = siblingsEnd < count - boundary - 1 ? ['end-ellipsis' as const] : count - boundary > boundary ? [count - boundary] : [];
  return [...startPages, ...startGap, ...range(siblingsStart, siblingsEnd), ...endGap, ...endPages];
}

/**
 * Pagination items with ellipses, as MUI's usePagination builds them (previous, pages, next);
 * the page is clamped into 1..count.
 * @example paginationItems({ count: 20, page: 10 }) // prev 1 … 8 9 10 11 12 … 20 next
 */
export function paginationItems(input: PaginationInput): PaginationItem[] {
  const count = Math.max(0, Math.floor(input.count));
  const sibling = Math.max(0, Math.floor(input.siblingCount ?? PAGINATION_SIBLING_COUNT));
  const boundary = Math.max(0, Math.floor(input.boundaryCount ?? PAGINATION_BOUNDARY_COUNT));
  const page = Math.min(Math.max(Math.floor(input.page ?? PAGINATION_DEFAULT_PAGE), 1), Math.max(count, 1));
  const slots = pageSlots(count, page, sibling, boundary);
  const pages: PaginationItem[] = slots.map((slot) => (typeof slot === 'number' ? { type: 'page', page: slot, selected: slot === page } : { type: slot }));
  return [
    { type: 'previous', page: page > 1 ? page - 1 : null, disabled: page <= 1 },
    ...pages,
    { type: 'next', page: page < count ? page + 1 : null, disabled: page >= count },
  ];
}
