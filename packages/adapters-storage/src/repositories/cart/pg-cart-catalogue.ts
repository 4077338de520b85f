import type { CartCatalogue, VariantForSale, VariantReference } from '@stride/domain';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { variantForLine, variantKeyOf, variantsByKeySelect } from './variant-rows.js';

// $1 the key, $2 the currency, and $3 the store when the line names one.
const VARIANT_ONLINE_SQL = variantsByKeySelect('$1', '$2', null);
const VARIANT_IN_STORE_SQL = variantsByKeySelect('$1', '$2', '$3::text');

/** The catalogue as the cart reads it, in PostgreSQL. */
export class PgCartCatalogue implements CartCatalogue {
  constructor(private readonly sql: SqlClient) {}

  async findVariant(ref: VariantReference, currency: string, storeId: string | null): Promise<VariantForSale | null> {
    const key = variantKeyOf(ref);
    const rows = await (storeId === null
      ? this.sql.query(VARIANT_ONLINE_SQL, [key, currency])
      : this.sql.query(VARIANT_IN_STORE_SQL, [key, currency, storeId]));
    return variantForLine(rows, ref);
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
