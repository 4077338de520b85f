import type { EmailOutbox, OutboundEmail, PasswordResetRepository } from '@stride/domain';
import type { SqlClient } from '../../sql/sql-client.port.js';

/** Password reset tokens in PostgreSQL (digests only, single use). */
export class PgPasswordResetRepository implements PasswordResetRepository {
  constructor(private readonly sql: SqlClient) {}

  async insert(reset: { tokenHash: string; consumerNo: string; createdAt: Date; expiresAt: Date }): Promise<void> {
    await this.sql.query(
      `INSERT INTO password_reset_tokens (token_hash, consumer_no, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
      [reset.tokenHash, reset.consumerNo, reset.createdAt, reset.expiresAt],
    );
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

/** The `outbound_emails` table a mail relay drains. */
export class PgEmailOutbox implements EmailOutbox {
  constructor(private readonly sql: SqlClient) {}

  async enqueue(email: OutboundEmail): Promise<void> {
    await this.sql.query(
      `INSERT INTO outbound_emails (to_address, template, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [email.to, email.template, email.subject, email.body, email.createdAt],
    );
  }
}
