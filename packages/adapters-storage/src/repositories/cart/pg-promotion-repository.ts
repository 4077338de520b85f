import type { PricingPromotion } from '@stride/domain/pricing';
import type { PromoCodeRecord, PromotionRepository } from '@stride/domain/cart';
import type { SqlClient, SqlRow } from '../../sql/sql-client.port.js';
import { PROMOTIONS_SQL, PUBLIC_PROMOTION, promotionFromRow } from './promotion-rows.js';

const promotionsOf = (rows: readonly SqlRow[]): PricingPromotion[] =>
  rows.map(promotionFromRow).filter((promotion): promotion is PricingPromotion => promotion !== undefined);

/** Promotions and promo codes in PostgreSQL. */
export class PgPromotionRepository implements PromotionRepository {
  constructor(private readonly sql: SqlClient) {}

  async promotions(currency: string): Promise<PricingPromotion[]> {
    return promotionsOf(await this.sql.query(`${PROMOTIONS_SQL} AND ${PUBLIC_PROMOTION} ORDER BY p.priority DESC, p.id`, [currency]));
  }

  async personalPromotions(consumerNo: string, currency: string): Promise<PricingPromotion[]> {
    return promotionsOf(await this.sql.query(`${PROMOTIONS_SQL} AND p.consumer_no = $2 ORDER BY p.priority DESC, p.id`, [currency, consumerNo]));
  }

  async findCode(code: string, currency: string): Promise<PromoCodeRecord | null> {
    const [codeRow] = await this.sql.query(
      `SELECT c.code, c.promotion_id, c.max_uses, c.max_uses_per_consumer, c.use_count, p.consumer_no
         FROM promo_codes c JOIN promotions p ON p.id = c.promotion_id WHERE c.code = $1`,
      [code],
    );
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
      ownerConsumerNo: codeRow.consumer_no === null || codeRow.consumer_no === undefined ? null : String(codeRow.consumer_no),
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
