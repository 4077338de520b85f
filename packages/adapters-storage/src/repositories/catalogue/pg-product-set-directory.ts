import type { ProductSetDirectory, ProductSetRecord } from '@stride/domain/catalogue';
import type { SqlClient } from '../../sql/sql-client.port.js';

// A set with its members in order, as one row: the members of a set listed once, whatever asked for it.
const SET_COLUMNS = `s.id, s.name, s.description,
  ARRAY(SELECT i.product_id FROM product_set_items i WHERE i.set_id = s.id ORDER BY i.position, i.product_id) AS product_ids`;

const SETS_WITH_PRODUCT = `
SELECT ${SET_COLUMNS}
FROM product_sets s
WHERE EXISTS (
  SELECT 1 FROM product_set_items m
  WHERE m.set_id = s.id
    AND m.product_id IN (SELECT id FROM products WHERE id = $1 UNION ALL SELECT product_id FROM colour_variants WHERE master_id = $1)
)
ORDER BY s.position, s.id`;

const PRODUCT_SET = `SELECT ${SET_COLUMNS} FROM product_sets s WHERE s.id = $1`;

function setOf(row: Record<string, unknown>): ProductSetRecord {
  return {
    id: String(row.id),
    name: String(row.name),
    description: String(row.description),
    productIds: (row.product_ids as unknown[]).map(String),
  };
}

/** Product sets read from the commerce schema (PGlite or PostgreSQL). */
export class PgProductSetDirectory implements ProductSetDirectory {
  constructor(private readonly sql: SqlClient) {}

  async setsWithProduct(productId: string): Promise<readonly ProductSetRecord[]> {
    return (await this.sql.query(SETS_WITH_PRODUCT, [productId])).map(setOf);
  }

  async productSet(setId: string): Promise<ProductSetRecord | null> {
    const [row] = await this.sql.query(PRODUCT_SET, [setId]);
    return row === undefined ? null : setOf(row);
  }

  /** Adds the sets the store does not have yet (by id), with their members; answers how many were added. */
  async addMissing(sets: readonly (ProductSetRecord & { readonly position: number })[]): Promise<number> {
    return this.sql.transaction(async (tx) => {
      let added = 0;
      for (const set of sets) {
        const inserted = await tx.query(
          'INSERT INTO product_sets (id, name, description, position) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING RETURNING id',
          [set.id, set.name, set.description, set.position],
        );
        if (inserted.length === 0) continue;
        added += 1;
        for (const [position, productId] of set.productIds.entries()) {
          await tx.query(
            `INSERT INTO product_set_items (set_id, product_id, position)
             SELECT $1, p.id, $3 FROM products p
             WHERE p.id = $2 OR p.id = (SELECT product_id FROM colour_variants WHERE master_id = $2)
             LIMIT 1`,
            [set.id, productId, position],
          );
        }
      }
      return added;
    });
  }
}
