import type { CartCatalogue, VariantForSale, VariantReference } from '@stride/domain/cart';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { LineFactsReader } from './line-facts.js';
import { variantForLine, variantKeyOf, variantsByKeySelect } from './variant-rows.js';

// $1 the key, then the store when the line names one, then the currency when the catalogue's
// facts are read in the statement (without a cache; see LineFactsReader).
const variantSql = (inStore: boolean, withFacts: boolean): string =>
  variantsByKeySelect('$1', inStore ? '$2::text' : null, withFacts ? `$${inStore ? 3 : 2}::text` : null);
const VARIANT_SQL = {
  online: variantSql(false, false),
  inStore: variantSql(true, false),
  onlineWithFacts: variantSql(false, true),
  inStoreWithFacts: variantSql(true, true),
};

/** The catalogue as the cart reads it, in PostgreSQL: live stock, and catalogue facts from `facts`. */
export class PgCartCatalogue implements CartCatalogue {
  constructor(
    private readonly sql: SqlClient,
    private readonly facts: LineFactsReader = new LineFactsReader(sql, null),
  ) {}

  async findVariant(ref: VariantReference, currency: string, storeId: string | null): Promise<VariantForSale | null> {
    const key = variantKeyOf(ref);
    const inStore = storeId !== null;
    const withFacts = this.facts.inRows;
    const params = [key, ...(inStore ? [storeId] : []), ...(withFacts ? [currency] : [])];
    const rows = await this.sql.query(VARIANT_SQL[`${inStore ? 'inStore' : 'online'}${withFacts ? 'WithFacts' : ''}`], params);
    if (rows.length === 0) return null;
    return variantForLine(rows, ref, await this.facts.factsFor(rows, currency));
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
