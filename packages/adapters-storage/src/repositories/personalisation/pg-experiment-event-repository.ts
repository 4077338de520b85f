import {
  EXPERIMENT_IMPRESSION_EVENT_KEY,
  type ExperimentEventBatch,
  type ExperimentEventRepository,
  type ExperimentVariationCount,
  type RecordedExperimentEvents,
  type StoredExperimentEvent,
} from '@stride/domain/experiments';
import type { SqlClient } from '../../sql/sql-client.port.js';

type EventRow = [string, string, string, string, Date, string | null, string | null, string | null, number | null, number | null, string | null, string];

function eventRows(batch: ExperimentEventBatch): EventRow[] {
  return batch.visitors.flatMap((visitor) =>
    visitor.snapshots.flatMap((snapshot) => {
      const decision = snapshot.decisions?.[0];
      return snapshot.events.map((event): EventRow => {
        const isImpression = event.key === EXPERIMENT_IMPRESSION_EVENT_KEY;
        return [
          event.uuid,
          visitor.visitor_id,
          event.entity_id,
          event.key,
          new Date(event.timestamp),
          isImpression ? (decision?.campaign_id ?? null) : null,
          isImpression ? (decision?.experiment_id ?? null) : null,
          isImpression ? (decision?.variation_id ?? null) : null,
          event.revenue ?? null,
          event.value ?? null,
          event.tags === undefined ? null : JSON.stringify(event.tags),
          JSON.stringify(visitor.attributes),
        ];
      });
    }),
  );
}

/** The event API's sandbox storage: a row per batch and per snapshot event, events kept once per uuid. */
export class PgExperimentEventRepository implements ExperimentEventRepository {
  constructor(private readonly sql: SqlClient) {}

  async record(batch: ExperimentEventBatch, receivedAt: Date): Promise<RecordedExperimentEvents> {
    const rows = eventRows(batch);
    return this.sql.transaction(async (tx) => {
      const [inserted] = await tx.query<{ id: number }>(
        `INSERT INTO experiment_event_batches (received_at, account_id, project_id, revision, client_name, client_version, anonymize_ip, enrich_decisions, visitor_count)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          receivedAt,
          batch.account_id,
          batch.project_id,
          batch.revision,
          batch.client_name,
          batch.client_version,
          batch.anonymize_ip,
          batch.enrich_decisions,
          batch.visitors.length,
        ],
      );
      let accepted = 0;
      for (const row of rows) {
        const kept = await tx.query(
          `INSERT INTO experiment_events (uuid, batch_id, visitor_id, entity_id, event_key, occurred_at, campaign_id, experiment_id, variation_id, revenue, value, tags, attributes)
           VALUES ($1, $13, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb) ON CONFLICT (uuid) DO NOTHING RETURNING uuid`,
          [...row, inserted?.id],
        );
        accepted += kept.length;
      }
      return { accepted, duplicates: rows.length - accepted };
    });
  }

  async countsByVariation(): Promise<readonly ExperimentVariationCount[]> {
    const visitors = await this.sql.query<{ experiment_id: string; variation_id: string; visitors: number }>(
      `SELECT experiment_id, variation_id, count(DISTINCT visitor_id)::int AS visitors FROM experiment_events
       WHERE event_key = $1 AND experiment_id IS NOT NULL AND variation_id IS NOT NULL
       GROUP BY experiment_id, variation_id ORDER BY experiment_id, variation_id`,
      [EXPERIMENT_IMPRESSION_EVENT_KEY],
    );
    const conversions = await this.sql.query<{ experiment_id: string; variation_id: string; event_key: string; converted: number }>(
      `WITH exposures AS (
         SELECT experiment_id, variation_id, visitor_id, min(occurred_at) AS first_seen FROM experiment_events
         WHERE event_key = $1 AND experiment_id IS NOT NULL AND variation_id IS NOT NULL
         GROUP BY experiment_id, variation_id, visitor_id)
       SELECT e.experiment_id, e.variation_id, c.event_key, count(DISTINCT c.visitor_id)::int AS converted
       FROM exposures e JOIN experiment_events c ON c.visitor_id = e.visitor_id AND c.event_key <> $1 AND c.occurred_at >= e.first_seen
       GROUP BY e.experiment_id, e.variation_id, c.event_key`,
      [EXPERIMENT_IMPRESSION_EVENT_KEY],
    );
    return visitors.map((row) => ({
      experimentId: row.experiment_id,
      variationId: row.variation_id,
      visitors: row.visitors,
      conversions: Object.fromEntries(
        conversions.filter((c) => c.experiment_id === row.experiment_id && c.variation_id === row.variation_id).map((c) => [c.event_key, c.converted]),
      ),
    }));
  }

  async eventsOfVisitors(visitorIds: readonly string[]): Promise<readonly StoredExperimentEvent[]> {
    const rows = await this.sql.query<{ uuid: string; visitor_id: string; event_key: string; experiment_id: string | null; variation_id: string | null }>(
      'SELECT uuid, visitor_id, event_key, experiment_id, variation_id FROM experiment_events WHERE visitor_id = ANY($1::text[]) ORDER BY occurred_at, uuid',
      [visitorIds],
    );
    return rows.map((row) => ({
      uuid: row.uuid,
      visitorId: row.visitor_id,
      eventKey: row.event_key,
      experimentId: row.experiment_id,
      variationId: row.variation_id,
    }));
  }
}
