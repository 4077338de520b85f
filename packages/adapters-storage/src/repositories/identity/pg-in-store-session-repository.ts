import type { InStoreSessionRecord, InStoreSessionRepository, NewInStoreSession } from '@stride/domain/identity';
import type { SqlClient } from '../../sql/sql-client.port.js';

interface SessionRow extends Record<string, unknown> {
  token_hash: string;
  associate_no: string;
  store_id: string;
  store_employee_id: string;
  expires_at: Date;
}

/** In-store sessions in PostgreSQL (only SHA-256 digests of the cookie values are stored). */
export class PgInStoreSessionRepository implements InStoreSessionRepository {
  constructor(private readonly sql: SqlClient) {}

  async insert(session: NewInStoreSession): Promise<void> {
    await this.sql.query(
      `INSERT INTO in_store_sessions (token_hash, associate_no, store_id, store_employee_id, started_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [session.tokenHash, session.associateNo, session.storeId, session.storeEmployeeId, session.startedAt, session.expiresAt],
    );
  }

  async findActive(tokenHash: string, now: Date): Promise<InStoreSessionRecord | undefined> {
    const rows = await this.sql.query<SessionRow>(
      `SELECT token_hash, associate_no, store_id, store_employee_id, expires_at FROM in_store_sessions
       WHERE token_hash = $1 AND ended_at IS NULL AND expires_at > $2`,
      [tokenHash, now],
    );
    const row = rows[0];
    if (row === undefined) return undefined;
    return {
      tokenHash: row.token_hash,
      associateNo: row.associate_no,
      storeId: row.store_id,
      storeEmployeeId: row.store_employee_id,
      expiresAt: row.expires_at,
    };
  }

  async end(tokenHash: string, now: Date): Promise<void> {
    await this.sql.query(`UPDATE in_store_sessions SET ended_at = $2 WHERE token_hash = $1 AND ended_at IS NULL`, [tokenHash, now]);
  }
}
