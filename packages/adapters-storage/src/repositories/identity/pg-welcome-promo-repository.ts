import type { WelcomePromoDraft, WelcomePromoIssue, WelcomePromoRecord, WelcomePromoRepository } from '@stride/domain/identity';
import type { SqlClient } from '../../sql/sql-client.port.js';

interface WelcomePromoRow extends Record<string, unknown> {
  code: string;
  name: string;
  percent_off: number;
  issued_at: Date;
  ends_at: Date;
  redeemed_at: Date | null;
}

/**
 * Welcome promos in PostgreSQL: a personal promotion (promotions.consumer_no) with one code usable once
 * per consumer, and the loyalty_welcome_promos row that makes it the member's one welcome promo.
 */
export class PgWelcomePromoRepository implements WelcomePromoRepository {
  constructor(private readonly sql: SqlClient) {}

  async issue(consumerNo: string, draft: WelcomePromoDraft): Promise<WelcomePromoIssue> {
    // The consumer's row lock serialises two issues for one member (two confirmation links opened at
    // once): the second reads the first's promo once it commits. Run inside a transaction.
    await this.sql.query('SELECT 1 FROM consumers WHERE consumer_no = $1 FOR UPDATE', [consumerNo]);
    const [held] = await this.sql.query('SELECT 1 FROM loyalty_welcome_promos WHERE consumer_no = $1', [consumerNo]);
    if (held !== undefined) return 'already-issued';
    const [taken] = await this.sql.query('SELECT 1 FROM promo_codes WHERE code = $1 UNION ALL SELECT 1 FROM promotions WHERE id = $2', [
      draft.code,
      draft.promotionId,
    ]);
    if (taken !== undefined) return 'code-taken';
    await this.sql.query(
      `INSERT INTO promotions (id, name, level, discount_type, percent_off, customer_group, requires_code, starts_at, ends_at, consumer_no)
       VALUES ($1, $2, 'ORDER', 'PERCENT', $3, 'LOYALTY', true, $4, $5, $6)`,
      [draft.promotionId, draft.promotionName, draft.percentOff, draft.issuedAt, draft.expiresAt, consumerNo],
    );
    await this.sql.query('INSERT INTO promo_codes (code, promotion_id, max_uses_per_consumer) VALUES ($1, $2, 1)', [draft.code, draft.promotionId]);
    await this.sql.query('INSERT INTO loyalty_welcome_promos (consumer_no, code, issued_at) VALUES ($1, $2, $3)', [consumerNo, draft.code, draft.issuedAt]);
    return 'issued';
  }

  async find(consumerNo: string): Promise<WelcomePromoRecord | undefined> {
    const [row] = await this.sql.query<WelcomePromoRow>(
      `SELECT w.code, p.name, p.percent_off, w.issued_at, p.ends_at,
              (SELECT min(r.redeemed_at) FROM promo_code_redemptions r WHERE r.code = w.code AND r.consumer_no = w.consumer_no) AS redeemed_at
         FROM loyalty_welcome_promos w
         JOIN promo_codes c ON c.code = w.code
         JOIN promotions p ON p.id = c.promotion_id
        WHERE w.consumer_no = $1`,
      [consumerNo],
    );
    if (row === undefined) return undefined;
    return {
      code: row.code,
      promotionName: row.name,
      percentOff: Number(row.percent_off),
      issuedAt: row.issued_at,
      expiresAt: row.ends_at,
      redeemedAt: row.redeemed_at,
    };
  }
}
