import type { IndexedCategory, IndexedProduct, IndexedVariant } from '@stride/domain/catalogue';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { INDEXED_CATEGORIES, INDEXED_PRODUCT_CATEGORIES, INDEXED_PRODUCTS, INDEXED_VARIANTS, SEARCH_GENERATION } from './search-sql.js';

/** A server's copy of the search index's products per currency, as of one generation of the index. */
export interface SearchIndexCopy {
  readonly generation: number;
  readonly byCurrency: ReadonlyMap<string, ReadonlyMap<string, IndexedProduct>>;
  readonly categories: readonly IndexedCategory[];
}

/**
 * Keeps a copy of the search index's flat variants in memory, made again when the index's generation moves
 * on (refreshSearchIndex, on any replica): counting facets over a broad match's tens of thousands of variant
 * rows in the database took seconds on PGlite, in memory it takes about a millisecond (docs/performance.md).
 * Two searches that find the copy stale wait for the same reading.
 */
export class SearchIndexCopies {
  private current: { readonly generation: number; readonly copy: Promise<SearchIndexCopy> } | undefined;

  constructor(private readonly sql: SqlClient) {}

  /** The copy at `generation` or, when the index moved on while it was read, a newer one. */
  async at(generation: number): Promise<SearchIndexCopy> {
    const current = this.current;
    if (current !== undefined && current.generation >= generation) return current.copy;
    const copy = this.read();
    this.current = { generation, copy };
    copy.catch(() => {
      if (this.current?.copy === copy) this.current = undefined;
    });
    return copy;
  }

  private async read(): Promise<SearchIndexCopy> {
    const [state] = await this.sql.query(SEARCH_GENERATION);
    const [products, placements, categories, variants] = [
      await this.sql.query(INDEXED_PRODUCTS),
      await this.sql.query(INDEXED_PRODUCT_CATEGORIES),
      await this.sql.query(INDEXED_CATEGORIES),
      await this.sql.query(INDEXED_VARIANTS),
    ];
    const categoryIds = new Map<string, Set<string>>();
    for (const row of placements) {
      const id = String(row.product_id);
      const set = categoryIds.get(id) ?? new Set<string>();
      set.add(String(row.category_id));
      categoryIds.set(id, set);
    }
    const variantsOf = new Map<string, Map<string, IndexedVariant[]>>();
    for (const row of variants) {
      const currency = String(row.currency);
      const byProduct = variantsOf.get(currency) ?? new Map<string, IndexedVariant[]>();
      variantsOf.set(currency, byProduct);
      const list = byProduct.get(String(row.product_id)) ?? [];
      byProduct.set(String(row.product_id), list);
      const colour = String(row.colour_name);
      list.push({
        size: String(row.size_label),
        sizeOrder: Number(row.size_order),
        colour,
        colourKey: colour.toLowerCase(),
        currentMinor: Number(row.current_minor),
      });
    }
    const byCurrency = new Map<string, Map<string, IndexedProduct>>();
    for (const [currency, byProduct] of variantsOf) {
      const indexed = new Map<string, IndexedProduct>();
      for (const row of products) {
        const id = String(row.id);
        const list = byProduct.get(id);
        if (list === undefined) continue;
        indexed.set(id, {
          id,
          styleCode: String(row.style_code),
          name: String(row.name),
          createdAt: new Date(row.created_at as string | Date).getTime(),
          popularity: Number(row.popularity),
          categoryIds: categoryIds.get(id) ?? new Set(),
          variants: list,
        });
      }
      byCurrency.set(currency, indexed);
    }
    return {
      generation: Number(state?.generation ?? 0),
      byCurrency,
      categories: categories.map((r) => ({
        id: String(r.id),
        parentId: r.parent_id == null ? null : String(r.parent_id),
        name: String(r.name),
        position: Number(r.position),
      })),
    };
  }
}
