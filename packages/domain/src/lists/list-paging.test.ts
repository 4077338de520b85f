import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIST_DEFAULT_PAGE_SIZE, LIST_MAX_PAGE_SIZE, listPage, listPagingSchema } from './list-paging.js';

describe('list paging', () => {
  it('defaults to the first page of the configured size', () => {
    expect(listPage({})).toEqual({ start: 0, count: LIST_DEFAULT_PAGE_SIZE });
    expect(listPage({ start: 40 }, 10)).toEqual({ start: 40, count: 10 });
    expect(listPagingSchema.parse({ start: '3', count: '5' })).toEqual({ start: 3, count: 5 });
  });

  it('refuses a negative start, a zero count or one above the maximum', () => {
    for (const bad of [{ start: '-1' }, { count: '0' }, { count: String(LIST_MAX_PAGE_SIZE + 1) }, { start: 'x' }]) {
      expect(listPagingSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('a page never exceeds the maximum size, whatever default is configured', () => {
    fc.assert(
      fc.property(fc.nat(), fc.option(fc.integer({ min: 1, max: LIST_MAX_PAGE_SIZE })), fc.integer({ min: 1, max: 10_000 }), (start, count, fallback) => {
        const page = listPage({ start, count: count ?? undefined }, fallback);
        expect(page.count).toBeLessThanOrEqual(LIST_MAX_PAGE_SIZE);
        expect(page.start).toBe(start);
      }),
    );
  });
});
