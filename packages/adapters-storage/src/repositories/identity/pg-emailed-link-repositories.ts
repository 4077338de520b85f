import type { EmailOutbox, LoyaltyEnrollmentRepository, OutboundEmail, PasswordResetRepository, SingleUseLink } from '@stride/domain/identity';
import type { SqlClient } from '../../sql/sql-client.port.js';

/** Password reset tokens in PostgreSQL (digests only, single use). */
export class PgPasswordResetRepository implements PasswordResetRepository {
  constructor(private readonly sql: SqlClient) {}

  async insert(reset: SingleUseLink): Promise<void> {
    await this.sql.query(`INSERT INTO password_reset_tokens (token_hash, consumer_no, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [
      reset.tokenHash,
      reset.consumerNo,
      reset.createdAt,
      reset.expiresAt,
    ]);
  }

  async consume(tokenHash: string, now: Date): Promise<string | undefined> {
    const rows = await this.sql.query<{ consumer_no: string }>(
      `UPDATE password_reset_tokens SET used_at = $2
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING consumer_no`,
      [tokenHash, now],
    );
    return rows[0]?.consumer_no;
  }
}

/** Loyalty enrollment on the consumer row, and its double opt-in links (digests only, single use). */
export class PgLoyaltyEnrollmentRepository implements LoyaltyEnrollmentRepository {
  constructor(private readonly sql: SqlClient) {}

  async enroll(consumerNo: string, enrollment: { memberId: string; optInDate: string }): Promise<boolean> {
    const rows = await this.sql.query<{ consumer_no: string }>(
      `UPDATE consumers SET is_loyalty_member = true, loyalty_confirmation_pending = true, loyalty_member_id = $2,
         loyalty_opt_in_date = $3::date, updated_at = now()
       WHERE consumer_no = $1 AND consumer_type <> 'GUEST' AND NOT is_loyalty_member RETURNING consumer_no`,
      [consumerNo, enrollment.memberId, enrollment.optInDate],
    );
    return rows.length === 1;
  }

  async insertLink(link: SingleUseLink): Promise<void> {
    await this.sql.query(`INSERT INTO loyalty_confirmation_tokens (token_hash, consumer_no, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [
      link.tokenHash,
      link.consumerNo,
      link.createdAt,
      link.expiresAt,
    ]);
  }

  async linksSince(consumerNo: string, since: Date): Promise<number> {
    const [row] = await this.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM loyalty_confirmation_tokens WHERE consumer_no = $1 AND created_at >= $2',
      [consumerNo, since],
    );
    return Number(row?.n ?? 0);
  }

  async confirm(tokenHash: string, now: Date): Promise<string | undefined> {
    // One statement: the link is used and the member confirmed together, or neither.
    const rows = await this.sql.query<{ consumer_no: string }>(
      `WITH used AS (
         UPDATE loyalty_confirmation_tokens SET used_at = $2
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING consumer_no)
       UPDATE consumers c SET loyalty_confirmation_pending = false, loyalty_confirmed_at = coalesce(c.loyalty_confirmed_at, $2), updated_at = now()
       FROM used WHERE c.consumer_no = used.consumer_no AND c.is_loyalty_member RETURNING c.consumer_no`,
      [tokenHash, now],
    );
    return rows[0]?.consumer_no;
  }
}

/** The `outbound_emails` table a mail relay drains. */
export class PgEmailOutbox implements EmailOutbox {
  constructor(private readonly sql: SqlClient) {}

  async enqueue(email: OutboundEmail): Promise<void> {
    await this.sql.query(`INSERT INTO outbound_emails (to_address, template, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)`, [
      email.to,
      email.template,
      email.subject,
      email.body,
      email.createdAt,
    ]);
  }
}
