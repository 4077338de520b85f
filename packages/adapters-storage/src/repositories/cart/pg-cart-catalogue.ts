import type { CartCatalogue, VariantForSale, VariantReference } from '@stride/domain';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { LineFactsReader } from './line-facts.js';
import { variantForLine, variantKeyOf, variantsByKeySelect } from './variant-rows.js';

// $1 the key, $2 the currency, and $3 the store when the line names one; the catalogue's facts
// in the statement or, with a cache, apart (see LineFactsReader).
const VARIANT_SQL = {
  withFacts: { online: variantsByKeySelect('$1', null, '$2::text'), inStore: variantsByKeySelect('$1', '$3::text', '$2::text') },
  liveOnly: { online: variantsByKeySelect('$1', null, null), inStore: variantsByKeySelect('$1', '$2::text', null) },
};

/** The catalogue as the cart reads it, in PostgreSQL: live stock, and catalogue facts from `facts`. */
export class PgCartCatalogue implements CartCatalogue {
  constructor(
    private readonly sql: SqlClient,
    private readonly facts: LineFactsReader = new LineFactsReader(sql, null),
  ) {}

  async findVariant(ref: VariantReference, currency: string, storeId: string | null): Promise<VariantForSale | null> {
    const key = variantKeyOf(ref);
    const [text, params] = this.facts.inRows
      ? (storeId === null ? [VARIANT_SQL.withFacts.online, [key, currency]] : [VARIANT_SQL.withFacts.inStore, [key, currency, storeId]])
      : (storeId === null ? [VARIANT_SQL.liveOnly.online, [key]] : [VARIANT_SQL.liveOnly.inStore, [key, storeId]]);
    const rows = await this.sql.query(text, params);
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
