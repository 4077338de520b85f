import type { OnlineStockRepository } from '@stride/domain/stock-notifications';
import type { SqlClient } from '../../sql/sql-client.port.js';

/** The web warehouse's stock (`variants.online_stock`), set by support staff. */
export class PgOnlineStockRepository implements OnlineStockRepository {
  constructor(private readonly sql: SqlClient) {}

  async setOnlineStock(variantId: string, quantity: number): Promise<{ before: number; after: number } | null> {
    // The row is locked by the update; the old value is read in the same statement, so a concurrent checkout's
    // decrement lands before or after, never lost.
    const [row] = await this.sql.query<{ before: number; after: number }>(
      `WITH old AS (SELECT id, online_stock FROM variants WHERE id = $1 FOR UPDATE)
       UPDATE variants v SET online_stock = $2 FROM old WHERE v.id = old.id RETURNING old.online_stock AS before, v.online_stock AS after`,
      [variantId, quantity],
    );
    return row === undefined ? null : { before: Number(row.before), after: Number(row.after) };
  }
}
