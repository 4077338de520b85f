import { z } from 'zod';

// The spec leaves the favorites and saved-for-later page sizes to configuration; this is the
// default the bff uses when its configuration names none.
/** Default page size of the favorites and saved-for-later lists. */
export const LIST_DEFAULT_PAGE_SIZE = 20;
/** The largest page a caller may ask for, so one call cannot read a whole table. */
export const LIST_MAX_PAGE_SIZE = 100;
/** The most lines one list keeps: adding beyond it is refused (a list is not a catalogue copy). */
export const LIST_MAX_ITEMS = 500;

/** Paging of a list: start is a 0-based offset, count the page size. */
export const listPagingSchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  count: z.coerce.number().int().min(1).max(LIST_MAX_PAGE_SIZE).optional(),
});

/** A resolved page: offset and size. */
export interface ListPage {
  readonly start: number;
  readonly count: number;
}

/**
 * The page to read: the caller's start, and its count or the configured default.
 * @example listPage({ start: 40 }, 20) // { start: 40, count: 20 }
 */
export function listPage(
  paging: { readonly start?: number | undefined; readonly count?: number | undefined },
  defaultCount = LIST_DEFAULT_PAGE_SIZE,
): ListPage {
  return { start: paging.start ?? 0, count: Math.min(paging.count ?? defaultCount, LIST_MAX_PAGE_SIZE) };
}
