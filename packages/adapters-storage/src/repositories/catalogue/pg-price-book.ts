import type { PriceBook, VariantPriceRecord } from '@stride/domain/catalogue';
import type { CurrencyCode } from '@stride/domain/money';
import type { SqlClient } from '../../sql/sql-client.port.js';

type Row = { list_minor: number | string; sale_minor: number | string | null };
const priceOf = (row: Row): VariantPriceRecord => ({
  listMinor: Number(row.list_minor),
  saleMinor: row.sale_minor === null ? null : Number(row.sale_minor),
});

/**
 * The prices staff set (`stride price set`). The history itself is written by the triggers on `prices` (migration
 * 0036), at the time this sets for its transaction, so a change here and any other writer's are recorded alike.
 */
export class PgPriceBook implements PriceBook {
  constructor(private readonly sql: SqlClient) {}

  async setPrice(variantId: string, currency: CurrencyCode, price: VariantPriceRecord, at: Date) {
    return this.sql.transaction(async (tx) => {
      // The variant row is locked, so two changes of one price are recorded in the order they were made.
      const [variant] = await tx.query('SELECT id FROM variants WHERE id = $1 FOR UPDATE', [variantId]);
      if (variant === undefined) return null;
      await tx.query("SELECT set_config('stride.price_changed_at', $1, true)", [at.toISOString()]);
      const [before] = await tx.query<Row>('SELECT list_minor, sale_minor FROM prices WHERE variant_id = $1 AND currency = $2', [variantId, currency]);
      const [after] = await tx.query<Row>(
        `INSERT INTO prices (variant_id, currency, list_minor, sale_minor) VALUES ($1, $2, $3, $4)
         ON CONFLICT (variant_id, currency) DO UPDATE SET list_minor = excluded.list_minor, sale_minor = excluded.sale_minor
         RETURNING list_minor, sale_minor`,
        [variantId, currency, price.listMinor, price.saleMinor],
      );
      if (after === undefined) throw new Error(`the price of ${variantId} in ${currency} was not written`);
      return { before: before === undefined ? null : priceOf(before), after: priceOf(after) };
    });
  }
}
