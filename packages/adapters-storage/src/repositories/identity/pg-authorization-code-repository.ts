import type { AuthorizationCodeRepository, NewAuthorizationCode } from '@stride/domain/identity';
import type { SqlClient } from '../../sql/sql-client.port.js';

/** PKCE authorization codes in PostgreSQL (digests only, single use). */
export class PgAuthorizationCodeRepository implements AuthorizationCodeRepository {
  constructor(private readonly sql: SqlClient) {}

  async insert(code: NewAuthorizationCode): Promise<void> {
    await this.sql.query(`INSERT INTO authorization_codes (code_hash, consumer_no, code_challenge, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
      code.codeHash,
      code.consumerNo,
      code.codeChallenge,
      code.createdAt,
      code.expiresAt,
    ]);
  }

  async consume(codeHash: string, now: Date): Promise<{ consumerNo: string; codeChallenge: string } | undefined> {
    // The guard in the WHERE makes a code usable once even when two exchanges race.
    const rows = await this.sql.query<{ consumer_no: string; code_challenge: string }>(
      `UPDATE authorization_codes SET consumed_at = $2
       WHERE code_hash = $1 AND consumed_at IS NULL AND expires_at > $2
       RETURNING consumer_no, code_challenge`,
      [codeHash, now],
    );
    const row = rows[0];
    return row === undefined ? undefined : { consumerNo: row.consumer_no, codeChallenge: row.code_challenge };
  }
}
