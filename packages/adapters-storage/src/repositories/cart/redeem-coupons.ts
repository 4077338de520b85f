import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import { strideError } from '@stride/domain';
import type { StrideError } from '@stride/domain';
import type { SqlClient } from '../../sql/sql-client.port.js';

/**
 * Counts the basket's promo codes as used by an order, inside the caller's transaction `tx` (the
 * order row must exist: redemptions reference it). A limited code is counted with one guarded
 * UPDATE (use_count < max_uses), so two racing orders cannot both take its last use: PRM140 then.
 * A once-per-customer code already redeemed by the basket's owner is PRM150. Idempotent per order:
 * a retried placement counts nothing twice. On an error the caller rolls its transaction back.
 */
export async function redeemCoupons(tx: SqlClient, basketId: string, orderNumber: string): Promise<Result<readonly string[], StrideError>> {
  const coupons = await tx.query<{ code: string; max_uses_per_consumer: number | null; consumer_no: string }>(
    `SELECT bc.code, pc.max_uses_per_consumer, b.consumer_no
       FROM basket_coupons bc JOIN promo_codes pc ON pc.code = bc.code JOIN baskets b ON b.id = bc.basket_id
      WHERE bc.basket_id = $1 ORDER BY bc.code`,
    [basketId],
  );
  const redeemed: string[] = [];
  for (const coupon of coupons) {
    const done = await tx.query('SELECT 1 FROM promo_code_redemptions WHERE code = $1 AND order_number = $2', [coupon.code, orderNumber]);
    if (done.length > 0) {
      redeemed.push(coupon.code);
      continue;
    }
    if (coupon.max_uses_per_consumer !== null) {
      const [used] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM promo_code_redemptions WHERE code = $1 AND consumer_no = $2', [coupon.code, coupon.consumer_no]);
      if ((used?.n ?? 0) >= coupon.max_uses_per_consumer) return err(strideError('PRM150', undefined, { code: coupon.code }));
    }
    const counted = await tx.query(
      'UPDATE promo_codes SET use_count = use_count + 1 WHERE code = $1 AND (max_uses IS NULL OR use_count < max_uses) RETURNING code',
      [coupon.code],
    );
    if (counted.length === 0) return err(strideError('PRM140', undefined, { code: coupon.code }));
    await tx.query('INSERT INTO promo_code_redemptions (code, order_number, consumer_no) VALUES ($1, $2, $3)', [coupon.code, orderNumber, coupon.consumer_no]);
    redeemed.push(coupon.code);
  }
  return ok(redeemed);
}
