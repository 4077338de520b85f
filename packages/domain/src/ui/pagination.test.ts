import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PaginationItem, paginationItems } from './pagination.js';

const render = (items: PaginationItem[]) =>
  items.map((i) => (i.type === 'page' ? (i.selected ? `[${i.page}]` : String(i.page)) : i.type === 'previous' ? '<' : i.type === 'next' ? '>' : '…')).join(' ');

describe('paginationItems', () => {
  it('defaults to page 1 with two siblings', () => {
    expect(render(paginationItems({ count: 20 }))).toBe('< [1] 2 3 4 5 6 7 … 20 >');
  });

  it('shows ellipses on both sides in the middle', () => {
    expect(render(paginationItems({ count: 20, page: 10 }))).toBe('< 1 … 8 9 [10] 11 12 … 20 >');
    expect(render(paginationItems({ count: 20, page: 20 }))).toBe('< 1 … 14 15 16 17 18 19 [20] >');
  });

  it('shows every page when there are few', () => {
    expect(render(paginationItems({ count: 5, page: 3 }))).toBe('< 1 2 [3] 4 5 >');
    expect(render(paginationItems({ count: 9, page: 5 }))).toBe('< 1 2 3 4 [5] 6 7 8 9 >');
  });

  it('disables previous on the first page and next on the last', () => {
    const items = paginationItems({ count: 1 });
    expect(items[0]).toEqual({ type: 'previous', page: null, disabled: true });
    expect(items.at(-1)).toEqual({ type: 'next', page: null, disabled: true });
    expect(render(paginationItems({ count: 0 }))).toBe('< >');
  });

  it('pages are increasing, include the first, last and current page, and have one selected', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -5, max: 600 }), fc.integer({ min: 0, max: 4 }), (count, page, siblingCount) => {
        const items = paginationItems({ count, page, siblingCount });
        const pages = items.flatMap((i) => (i.type === 'page' ? [i.page] : []));
        for (let k = 1; k < pages.length; k += 1) expect(pages[k]).toBeGreaterThan(pages[k - 1] ?? 0);
        const current = Math.min(Math.max(page, 1), count);
        expect(pages).toContain(1);
        expect(pages).toContain(count);
        expect(items.filter((i) => i.type === 'page' && i.selected)).toEqual([{ type: 'page', page: current, selected: true }]);
        expect(items.length).toBeLessThanOrEqual(2 * siblingCount + 2 + 3 + 2);
        // An ellipsis always stands for at least two hidden pages.
        items.forEach((item, k) => {
          if (item.type !== 'start-ellipsis' && item.type !== 'end-ellipsis') return;
          const before = items[k - 1];
          const after = items[k + 1];
          if (before?.type === 'page' && after?.type === 'page') expect(after.page - before.page).toBeGreaterThanOrEqual(3);
        });
      }),
    );
  });
});
