import type { AgentRole, NewRefreshToken, RefreshTokenRecord, RefreshTokenRepository } from '@stride/domain/identity';
import type { SqlClient } from '../../sql/sql-client.port.js';

interface RefreshRow extends Record<string, unknown> {
  token_hash: string;
  family_id: string;
  consumer_no: string;
  agent_role: AgentRole | null;
  store_id: string | null;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
}

/** Refresh token families in PostgreSQL (only SHA-256 digests are stored). */
export class PgRefreshTokenRepository implements RefreshTokenRepository {
  constructor(private readonly sql: SqlClient) {}

  async insert(token: NewRefreshToken): Promise<void> {
    await this.sql.query(
      `INSERT INTO refresh_tokens (token_hash, family_id, consumer_no, agent_role, store_id, issued_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [token.tokenHash, token.familyId, token.consumerNo, token.agentRole, token.storeId, token.issuedAt, token.expiresAt],
    );
  }

  async findForUpdate(tokenHash: string): Promise<RefreshTokenRecord | undefined> {
    const rows = await this.sql.query<RefreshRow>(
      `SELECT token_hash, family_id, consumer_no, agent_role, store_id, expires_at, rotated_at, revoked_at
       FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
      [tokenHash],
    );
    const row = rows[0];
    if (row === undefined) return undefined;
    return {
      tokenHash: row.token_hash,
      familyId: row.family_id,
      consumerNo: row.consumer_no,
      agentRole: row.agent_role,
      storeId: row.store_id,
      expiresAt: row.expires_at,
      rotatedAt: row.rotated_at,
      revokedAt: row.revoked_at,
    };
  }

  async markRotated(tokenHash: string, replacedBy: string, now: Date): Promise<void> {
    await this.sql.query(`UPDATE refresh_tokens SET rotated_at = $3, replaced_by = $2 WHERE token_hash = $1`, [tokenHash, replacedBy, now]);
  }

  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.sql.query(`UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL`, [familyId, now]);
  }

  async revokeAllOfConsumer(consumerNo: string, now: Date): Promise<void> {
    await this.sql.query(`UPDATE refresh_tokens SET revoked_at = $2 WHERE consumer_no = $1 AND revoked_at IS NULL`, [consumerNo, now]);
  }
}
