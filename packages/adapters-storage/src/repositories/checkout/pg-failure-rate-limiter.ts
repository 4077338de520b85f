import type { FailureRateLimiter } from '@stride/domain';
import type { SqlClient } from '../../sql/sql-client.port.js';

/**
 * Fixed-window failure counters in `rate_limits`, so a limit holds across bff replicas. A window
 * that has run out restarts at the next failure.
 */
export class PgFailureRateLimiter implements FailureRateLimiter {
  constructor(private readonly sql: SqlClient) {}

  async isBlocked(keys: readonly string[], maxFailures: number, windowMs: number, now: Date): Promise<boolean> {
    if (keys.length === 0) return false;
    const since = new Date(now.getTime() - windowMs);
    const rows = await this.sql.query(
      'SELECT 1 FROM rate_limits WHERE bucket_key = ANY($1::text[]) AND window_start > $2 AND hits >= $3 LIMIT 1',
      [[...keys], since, maxFailures],
    );
    return rows.length > 0;
  }

  async recordFailure(keys: readonly string[], windowMs: number, now: Date): Promise<void> {
    const since = new Date(now.getTime() - windowMs);
    for (const key of keys) {
      // One statement per key: a concurrent failure either inserts or increments, never loses a hit.
      await this.sql.query(
        `INSERT INTO rate_limits (bucket_key, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (bucket_key) DO UPDATE SET
           hits = CASE WHEN rate_limits.window_start <= $3 THEN 1 ELSE rate_limits.hits + 1 END,
           window_start = CASE WHEN rate_limits.window_start <= $3 THEN $2 ELSE rate_limits.window_start END`,
        [key, now, since],
      );
    }
  }
}
