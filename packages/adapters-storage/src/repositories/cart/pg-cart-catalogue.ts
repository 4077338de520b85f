import type { CartCatalogue, VariantForSale, VariantReference } from '@stride/domain';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { LineFactsReader } from './line-facts.js';
import { variantForLine, variantKeyOf, variantsByKeySelect } from './variant-rows.js';

// $1 the key, and $2 the store when the line names one.
const VARIANT_ONLINE_SQL = variantsByKeySelect('$1', null);
const VARIANT_IN_STORE_SQL = variantsByKeySelect('$1', '$2::text');

/** The catalogue as the cart reads it, in PostgreSQL: live stock, and catalogue facts from `facts`. */
export class PgCartCatalogue implements CartCatalogue {
  constructor(
    private readonly sql: SqlClient,
    private readonly facts: LineFactsReader = new LineFactsReader(sql, null),
  ) {}

  async findVariant(ref: VariantReference, currency: string, storeId: string | null): Promise<VariantForSale | null> {
    const key = variantKeyOf(ref);
    const rows = await (storeId === null
      ? this.sql.query(VARIANT_ONLINE_SQL, [key])
      : this.sql.query(VARIANT_IN_STORE_SQL, [key, storeId]));
    if (rows.length === 0) return null;
    return variantForLine(rows, ref, await this.facts.factsOf(rows.map((row) => String(row.variant_id)), currency));
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
