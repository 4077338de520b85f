import type { CartCatalogue, VariantForSale, VariantReference } from '@stride/domain';
import type { SqlClient } from '../../sql/sql-client.port.js';

const VARIANT_SQL = `
SELECT v.id, v.product_id, v.upc, v.online_stock, cv.master_id, p.product_type, p.is_customs, p.presale,
       p.coming_soon, p.target_publish_date, pr.current_minor, si.quantity AS store_stock
  FROM variants v
  JOIN colour_variants cv ON cv.id = v.colour_variant_id
  JOIN products p ON p.id = v.product_id
  LEFT JOIN prices pr ON pr.variant_id = v.id AND pr.currency = $2
  LEFT JOIN store_inventory si ON si.variant_id = v.id AND si.store_id = $3
 WHERE v.id = $1 OR v.upc = $1`;

/** The catalogue as the cart reads it, in PostgreSQL. */
export class PgCartCatalogue implements CartCatalogue {
  constructor(private readonly sql: SqlClient) {}

  async findVariant(ref: VariantReference, currency: string, storeId: string | null): Promise<VariantForSale | null> {
    const key = ref.variantId ?? ref.upc ?? ref.productId;
    const rows = await this.sql.query(VARIANT_SQL, [key, currency, storeId]);
    // The line's productId must name the variant's product, its colour master or the variant itself.
    const row = rows.find((r) => [r.product_id, r.master_id, r.id].includes(ref.productId));
    if (row === undefined) return null;
    const publish = row.target_publish_date instanceof Date ? row.target_publish_date : null;
    return {
      variantId: String(row.id),
      productId: String(row.product_id),
      upc: String(row.upc),
      productType: String(row.product_type),
      isCustoms: row.is_customs === true,
      presale: row.presale === true,
      comingSoonUntil: row.coming_soon === true ? publish : null,
      currentMinor: row.current_minor === null || row.current_minor === undefined ? null : Number(row.current_minor),
      onlineStock: Number(row.online_stock),
      storeStock: row.store_stock === null || row.store_stock === undefined ? null : Number(row.store_stock),
    };
  }

  async variantIdsOf(productId: string): Promise<string[]> {
    const rows = await this.sql.query<{ id: string }>(
      `SELECT v.id FROM variants v JOIN colour_variants cv ON cv.id = v.colour_variant_id
        WHERE v.product_id = $1 OR cv.master_id = $1 ORDER BY cv.position, v.size_order`,
      [productId],
    );
    return rows.map((row) => row.id);
  }

  async storeExists(storeId: string): Promise<boolean> {
    return (await this.sql.query('SELECT 1 FROM stores WHERE id = $1', [storeId])).length > 0;
  }
}
