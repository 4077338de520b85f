import type { RevokedSessionLog } from '@stride/domain/identity';
import type { SqlClient } from '../../sql/sql-client.port.js';

/** Sessions revoked in PostgreSQL: the refresh token families whose rows carry a revocation time. */
export class PgRevokedSessionLog implements RevokedSessionLog {
  constructor(private readonly sql: SqlClient) {}

  async revokedSince(since: Date): Promise<readonly string[]> {
    const rows = await this.sql.query<{ family_id: string }>('SELECT DISTINCT family_id FROM refresh_tokens WHERE revoked_at IS NOT NULL AND revoked_at > $1', [
      since,
    ]);
    return rows.map((row) => row.family_id);
  }
}
