import type { AnalyticsEvent, AnalyticsEventRepository, PromotionCounts } from '@stride/domain/personalisation';
import type { SqlClient } from '../../sql/sql-client.port.js';

/** The first-party analytics collector's storage: one row per event. */
export class PgAnalyticsEventRepository implements AnalyticsEventRepository {
  constructor(private readonly sql: SqlClient) {}

  async record(events: readonly AnalyticsEvent[], receivedAt: Date): Promise<number> {
    if (events.length === 0) return 0;
    // One statement for the batch: all of it is stored or none.
    const rows = await this.sql.query(
      `INSERT INTO analytics_events (received_at, event_type, occurred_at, page_path, promotion_id, promotion_name, creative_name, position, label, target_url)
       SELECT $1, * FROM unnest($2::text[], $3::timestamptz[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
       RETURNING id`,
      [
        receivedAt,
        events.map((e) => e.event),
        events.map((e) => new Date(e.timestamp)),
        events.map((e) => e.page),
        events.map((e) => e.promotion?.promotionId ?? null),
        events.map((e) => e.promotion?.promotionName ?? null),
        events.map((e) => e.promotion?.creativeName ?? null),
        events.map((e) => e.promotion?.position ?? null),
        events.map((e) => e.label ?? null),
        events.map((e) => e.url ?? null),
      ],
    );
    return rows.length;
  }

  async promotionCounts(): Promise<readonly PromotionCounts[]> {
    const rows = await this.sql.query<{ promotion_id: string; promotion_name: string | null; impressions: number; clicks: number }>(
      `SELECT promotion_id,
              (array_agg(promotion_name ORDER BY occurred_at DESC) FILTER (WHERE promotion_name IS NOT NULL))[1] AS promotion_name,
              count(*) FILTER (WHERE event_type = 'promotion_impression')::int AS impressions,
              count(*) FILTER (WHERE event_type = 'promotion_click')::int AS clicks
       FROM analytics_events WHERE promotion_id IS NOT NULL AND event_type IN ('promotion_impression', 'promotion_click')
       GROUP BY promotion_id ORDER BY promotion_id`,
    );
    return rows.map((row) => ({ promotionId: row.promotion_id, promotionName: row.promotion_name ?? '', impressions: row.impressions, clicks: row.clicks }));
  }
}
