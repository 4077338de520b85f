import type { InventoryReservations } from '@stride/domain/checkout';
import type { SqlClient } from '../../sql/sql-client.port.js';

/** Stock moves as single guarded statements: concurrent checkouts can never take more than there is. */
export class PgInventoryReservations implements InventoryReservations {
  constructor(private readonly sql: SqlClient) {}

  async onHand(variantId: string, storeId: string | null): Promise<number> {
    const [row] =
      storeId === null
        ? await this.sql.query<{ n: number }>('SELECT online_stock AS n FROM variants WHERE id = $1', [variantId])
        : await this.sql.query<{ n: number }>('SELECT quantity AS n FROM store_inventory WHERE store_id = $1 AND variant_id = $2', [storeId, variantId]);
    return row?.n ?? 0;
  }

  async carriedInStore(storeId: string, variantId: string): Promise<boolean> {
    return (await this.sql.query('SELECT 1 FROM store_inventory WHERE store_id = $1 AND variant_id = $2', [storeId, variantId])).length === 1;
  }

  async takeOnline(variantId: string, qty: number): Promise<boolean> {
    const rows = await this.sql.query('UPDATE variants SET online_stock = online_stock - $2 WHERE id = $1 AND online_stock >= $2 RETURNING 1', [
      variantId,
      qty,
    ]);
    return rows.length === 1;
  }

  async takeInStore(storeId: string, variantId: string, qty: number): Promise<boolean> {
    const rows = await this.sql.query(
      'UPDATE store_inventory SET quantity = quantity - $3 WHERE store_id = $1 AND variant_id = $2 AND quantity >= $3 RETURNING 1',
      [storeId, variantId, qty],
    );
    return rows.length === 1;
  }

  async giveBackOnline(variantId: string, qty: number): Promise<void> {
    await this.sql.query('UPDATE variants SET online_stock = online_stock + $2 WHERE id = $1', [variantId, qty]);
  }

  async giveBackInStore(storeId: string, variantId: string, qty: number): Promise<void> {
    await this.sql.query(
      `INSERT INTO store_inventory (store_id, variant_id, quantity) VALUES ($1, $2, $3)
       ON CONFLICT (store_id, variant_id) DO UPDATE SET quantity = store_inventory.quantity + $3`,
      [storeId, variantId, qty],
    );
  }
}
