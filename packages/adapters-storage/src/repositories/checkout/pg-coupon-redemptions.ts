import type { CouponRedemptions } from '@stride/domain';
import type { SqlClient } from '../../sql/sql-client.port.js';

/** Promo code uses: `use_count < max_uses` guards every increment, a redemption row per code and order. */
export class PgCouponRedemptions implements CouponRedemptions {
  constructor(private readonly sql: SqlClient) {}

  async redeem(basketId: string, orderNumber: string, consumerNo: string): Promise<boolean> {
    const codes = await this.sql.query<{ code: string }>('SELECT code FROM basket_coupons WHERE basket_id = $1 ORDER BY code', [basketId]);
    for (const { code } of codes) {
      const counted = await this.sql.query(
        'UPDATE promo_codes SET use_count = use_count + 1 WHERE code = $1 AND (max_uses IS NULL OR use_count < max_uses) RETURNING 1',
        [code],
      );
      if (counted.length === 0) return false;
      await this.sql.query('INSERT INTO promo_code_redemptions (code, order_number, consumer_no) VALUES ($1, $2, $3)', [code, orderNumber, consumerNo]);
    }
    return true;
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
