import type { CatalogueMarket } from './catalogue-market.js';
import type { CategoryRecord } from './catalogue-records.js';
import { categoryPageUrl } from './product-url.js';

/** A category of the catalogue tree with its PLP url, product count and children. */
export interface CategoryNode {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly url: string;
  readonly productCount: number;
  readonly children: readonly CategoryNode[];
}

/**
 * Builds the category tree from flat records: roots first, siblings by position then id. A
 * record whose parent is missing becomes a root rather than disappearing.
 */
export function buildCategoryTree(records: readonly CategoryRecord[], market: CatalogueMarket): CategoryNode[] {
  const ids = new Set(records.map((r) => r.id));
  const byParent = new Map<string | null, CategoryRecord[]>();
  for (const r of records) {
    const parent = r.parentId !== null && ids.has(r.parentId) ? r.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), r]);
  }
  const build = (parent: string | null, ancestors: ReadonlySet<string>): CategoryNode[] =>
    [...(byParent.get(parent) ?? [])]
      .filter((r) => !ancestors.has(r.id))
      .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
      .map((r) => ({
        id: r.id,
        name: r.name,
        slug: r.slug,
        url: categoryPageUrl(market, r.slug, r.id),
        productCount: r.productCount,
        children: build(r.id, new Set([...ancestors, r.id])),
      }));
  return build(null, new Set());
}
