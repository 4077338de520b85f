import type { PricingPromotion } from '@stride/domain/pricing';
import type { PromoCodeRecord, PromotionRepository } from '@stride/domain/cart';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { PROMOTIONS_SQL, promotionFromRow } from './promotion-rows.js';

/** Promotions and promo codes in PostgreSQL. */
export class PgPromotionRepository implements PromotionRepository {
  constructor(private readonly sql: SqlClient) {}

  async promotions(currency: string): Promise<PricingPromotion[]> {
    const rows = await this.sql.query(`${PROMOTIONS_SQL} ORDER BY p.priority DESC, p.id`, [currency]);
    return rows.map(promotionFromRow).filter((promotion): promotion is PricingPromotion => promotion !== undefined);
  }

  async findCode(code: string, currency: string): Promise<PromoCodeRecord | null> {
    const [codeRow] = await this.sql.query('SELECT code, promotion_id, max_uses, max_uses_per_consumer, use_count FROM promo_codes WHERE code = $1', [code]);
    if (codeRow === undefined) return null;
    const [promotionRow] = await this.sql.query(`${PROMOTIONS_SQL} AND p.id = $2`, [currency, codeRow.promotion_id]);
    const promotion = promotionRow === undefined ? undefined : promotionFromRow(promotionRow);
    if (promotion === undefined) return null;
    const nullable = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    return {
      code: String(codeRow.code),
      promotion,
      maxUses: nullable(codeRow.max_uses),
      maxUsesPerConsumer: nullable(codeRow.max_uses_per_consumer),
      useCount: Number(codeRow.use_count),
    };
  }

  async redemptionsBy(code: string, consumerNo: string): Promise<number> {
    const [row] = await this.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM promo_code_redemptions WHERE code = $1 AND consumer_no = $2', [
      code,
      consumerNo,
    ]);
    return row?.n ?? 0;
  }
}
