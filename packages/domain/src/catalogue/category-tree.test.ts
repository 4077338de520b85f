import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueMarketFor } from './catalogue-market.js';
import type { CategoryRecord } from './catalogue-records.js';
import { buildCategoryTree, type CategoryNode } from './category-tree.js';

const us = catalogueMarketFor('en-US');
const rec = (id: string, parentId: string | null, position: number, productCount = 1): CategoryRecord => ({
  id,
  parentId,
  name: `Cat ${id}`,
  slug: `cat-${id}`,
  position,
  productCount,
});

const flatten = (nodes: readonly CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('buildCategoryTree', () => {
  it('nests children under parents by position, with PLP urls', () => {
    const tree = buildCategoryTree([rec('4100', '4000', 1), rec('4000', null, 0, 60), rec('4200', '4000', 0)], us);
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ id: '4000', url: '/en-us/c/cat-4000-4000', productCount: 60 });
    expect(tree[0]?.children.map((c) => c.id)).toEqual(['4200', '4100']);
  });

  it('every category appears exactly once, whatever the parent links', () => {
    const ids = fc.uniqueArray(fc.integer({ min: 1000, max: 1030 }).map(String), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(
        ids.chain((list) =>
          fc.tuple(fc.constant(list), fc.array(fc.option(fc.constantFrom(...list, '9999')), { minLength: list.length, maxLength: list.length })),
        ),
        ([list, parents]) => {
          // Cycles have no root to hang from; they are what a broken table looks like, and nothing may loop.
          const records = list.map((id, i) => rec(id, parents[i] === id ? null : (parents[i] ?? null), i));
          const seen = flatten(buildCategoryTree(records, us)).map((n) => n.id);
          expect(new Set(seen).size).toBe(seen.length);
        },
      ),
    );
  });
});
