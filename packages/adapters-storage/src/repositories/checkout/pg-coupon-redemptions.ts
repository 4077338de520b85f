import type { CouponRedemptions } from '@stride/domain/checkout';
import type { SqlClient } from '../../sql/sql-client.port.js';

/**
 * Promo code uses, counted when an order is placed, inside the order's transaction (redemption
 * rows reference the order). A limited code is counted with one guarded UPDATE
 * (`use_count < max_uses`), so two racing orders cannot both take its last use; its row lock also
 * serialises two orders of one consumer on the code. Idempotent per order: a retried placement
 * counts nothing twice. On a refusal the caller rolls its transaction back.
 */
export class PgCouponRedemptions implements CouponRedemptions {
  constructor(private readonly sql: SqlClient) {}

  async redeem(basketId: string, orderNumber: string, consumerNo: string): Promise<'ok' | 'PRM140' | 'PRM150'> {
    const codes = await this.sql.query<{ code: string; per_consumer: number | null; counted: boolean }>(
      `SELECT c.code, p.max_uses_per_consumer AS per_consumer,
              EXISTS (SELECT 1 FROM promo_code_redemptions r WHERE r.code = c.code AND r.order_number = $2) AS counted
         FROM basket_coupons c JOIN promo_codes p ON p.code = c.code
        WHERE c.basket_id = $1 ORDER BY c.code`,
      [basketId, orderNumber],
    );
    for (const { code, per_consumer, counted } of codes) {
      if (counted) continue;
      const taken = await this.sql.query(
        'UPDATE promo_codes SET use_count = use_count + 1 WHERE code = $1 AND (max_uses IS NULL OR use_count < max_uses) RETURNING 1',
        [code],
      );
      if (taken.length === 0) return 'PRM140';
      if (per_consumer !== null) {
        const [used] = await this.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM promo_code_redemptions WHERE code = $1 AND consumer_no = $2', [
          code,
          consumerNo,
        ]);
        if ((used?.n ?? 0) >= per_consumer) return 'PRM150';
      }
      await this.sql.query('INSERT INTO promo_code_redemptions (code, order_number, consumer_no) VALUES ($1, $2, $3)', [code, orderNumber, consumerNo]);
    }
    return 'ok';
  }

  async release(orderNumber: string): Promise<void> {
    await this.sql.query(
      `UPDATE promo_codes SET use_count = use_count - 1
       WHERE code IN (SELECT code FROM promo_code_redemptions WHERE order_number = $1) AND use_count > 0`,
      [orderNumber],
    );
    await this.sql.query('DELETE FROM promo_code_redemptions WHERE order_number = $1', [orderNumber]);
  }
}
