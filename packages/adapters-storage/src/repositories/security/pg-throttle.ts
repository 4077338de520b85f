import type { Throttle, ThrottleLimit, ThrottleVerdict } from '@stride/domain/security';
import type { SqlClient } from '../../sql/sql-client.port.js';

interface CounterRow extends Record<string, unknown> {
  bucket_key: string;
  window_start: Date;
  hits: number;
}

/**
 * Fixed-window counters in `rate_limits`, so a limit holds across bff replicas. A key's window
 * starts at its first hit; a hit after the window ended starts the next one at 1.
 */
export class PgThrottle implements Throttle {
  constructor(private readonly sql: SqlClient) {}

  async check(limits: readonly ThrottleLimit[], now: Date): Promise<ThrottleVerdict> {
    if (limits.length === 0) return { blocked: false };
    const rows = await this.sql.query<CounterRow>('SELECT bucket_key, window_start, hits FROM rate_limits WHERE bucket_key = ANY($1::text[])', [
      limits.map((limit) => limit.key),
    ]);
    const counters = new Map(rows.map((row) => [row.bucket_key, row]));
    let retryAfterMs = 0;
    for (const limit of limits) {
      const row = counters.get(limit.key);
      if (row === undefined || row.hits < limit.maxHits) continue;
      retryAfterMs = Math.max(retryAfterMs, new Date(row.window_start).getTime() + limit.windowMs - now.getTime());
    }
    return retryAfterMs > 0 ? { blocked: true, retryAfterMs } : { blocked: false };
  }

  async hit(limits: readonly ThrottleLimit[], now: Date): Promise<readonly number[]> {
    const counts: number[] = [];
    for (const limit of limits) {
      // One statement per key: a concurrent hit either inserts or increments, never loses a count.
      const rows = await this.sql.query<{ hits: number }>(
        `INSERT INTO rate_limits (bucket_key, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (bucket_key) DO UPDATE SET
           hits = CASE WHEN rate_limits.window_start <= $3 THEN 1 ELSE rate_limits.hits + 1 END,
           window_start = CASE WHEN rate_limits.window_start <= $3 THEN $2 ELSE rate_limits.window_start END
         RETURNING hits`,
        [limit.key, now, new Date(now.getTime() - limit.windowMs)],
      );
      counts.push(Number(rows[0]?.hits ?? 0));
    }
    return counts;
  }

  async clear(keys: readonly string[]): Promise<void> {
    if (keys.length > 0) await this.sql.query('DELETE FROM rate_limits WHERE bucket_key = ANY($1::text[])', [[...keys]]);
  }

  async clearStartingWith(prefix: string): Promise<void> {
    await this.sql.query('DELETE FROM rate_limits WHERE starts_with(bucket_key, $1)', [prefix]);
  }
}
