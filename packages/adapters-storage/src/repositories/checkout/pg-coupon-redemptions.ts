import type { CouponRedemptions } from '@stride/domain';
import type { SqlClient } from '../../sql/sql-client.port.js';

/** Promo code uses: `use_count < max_uses` guards every increment, a redemption row per code and order. */
export class PgCouponRedemptions implements CouponRedemptions {
  constructor(private readonly sql: SqlClient) {}

  async redeem(basketId: string, orderNumber: string, consumerNo: string): Promise<'ok' | 'PRM140' | 'PRM150'> {
    const codes = await this.sql.query<{ code: string; per_consumer: number | null }>(
      `SELECT c.code, p.max_uses_per_consumer AS per_consumer FROM basket_coupons c JOIN promo_codes p ON p.code = c.code
       WHERE c.basket_id = $1 ORDER BY c.code`,
      [basketId],
    );
    for (const { code, per_consumer } of codes) {
      // The row lock of the increment below serialises two orders of one consumer on this code.
      const counted = await this.sql.query(
        'UPDATE promo_codes SET use_count = use_count + 1 WHERE code = $1 AND (max_uses IS NULL OR use_count < max_uses) RETURNING 1',
        [code],
      );
      if (counted.length === 0) return 'PRM140';
      if (per_consumer !== null) {
        const [used] = await this.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM promo_code_redemptions WHERE code = $1 AND consumer_no = $2', [code, consumerNo]);
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
