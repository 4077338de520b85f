import type { SqlClient } from '../../sql/sql-client.port.js';

/** The product and, when a size was chosen, the variant a list line points at. */
export interface ListProductRef {
  readonly productId: string;
  readonly variantId: string | null;
}

/**
 * Reads the id a shopper sent: a sellable variant (SKU), a product, or a colour's master id.
 * Undefined when it names nothing in the catalogue.
 */
export async function resolveListProduct(db: SqlClient, id: string): Promise<ListProductRef | undefined> {
  const [row] = await db.query<{ product_id: string; variant_id: string | null }>(
    `SELECT product_id, id AS variant_id, 1 AS rank FROM variants WHERE id = $1
     UNION ALL SELECT id, NULL, 2 FROM products WHERE id = $1
     UNION ALL SELECT product_id, NULL, 3 FROM colour_variants WHERE master_id = $1
     ORDER BY rank LIMIT 1`,
    [id],
  );
  return row === undefined ? undefined : { productId: row.product_id, variantId: row.variant_id };
}
