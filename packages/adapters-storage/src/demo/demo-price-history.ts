import type { SqlClient } from '../sql/sql-client.port.js';

/** The colour whose sale followed a shorter, shallower one: Stride Court Classic in Graphite (`SL0663002`). */
export const DEMO_EARLIER_MARKDOWN_COLOUR = 'V0663002';
/** How long before its price was recorded each demo sale began, and the list price held before it. */
export const DEMO_SALE_BEGAN_DAYS_AGO = 8;
const LIST_HELD_FROM_DAYS_AGO = 45;
/** The earlier markdown of the colour above: 20% off (ending in .97) from 20 to 15 days before its price was recorded. */
const EARLIER_MARKDOWN = { fromDaysAgo: 20, untilDaysAgo: 15 } as const;

/**
 * A believable history for the demo's sale prices, dated back from when each price was recorded: the list price held
 * from 45 days before, the sale from 8 days before; Court Classic in Graphite was also 20% off from 20 to 15 days
 * before, so its reference price (the lowest of the 30 days before the sale) is that markdown, not the list price.
 * Only a sale price whose history is the single row recording it (the seed's, or migration 0036's for a catalogue
 * seeded before) gets one, so running this again, or after staff changed a price, adds nothing. Returns the rows added.
 */
export async function seedDemoPriceHistory(client: SqlClient): Promise<number> {
  const rows = await client.query(
    `WITH lone AS (
       SELECT p.variant_id, p.currency, p.list_minor, p.sale_minor, min(h.changed_at) AS recorded_at,
              v.colour_variant_id = $1 AS marked_down_before
       FROM prices p
       JOIN variants v ON v.id = p.variant_id
       JOIN price_history h ON h.variant_id = p.variant_id AND h.currency = p.currency
       WHERE p.sale_minor IS NOT NULL
       GROUP BY p.variant_id, p.currency, p.list_minor, p.sale_minor, v.colour_variant_id
       HAVING count(*) = 1
     )
     INSERT INTO price_history (variant_id, currency, changed_at, list_minor, sale_minor)
     SELECT variant_id, currency, recorded_at - make_interval(days => $2), list_minor, NULL FROM lone
     UNION ALL
     SELECT variant_id, currency, recorded_at - make_interval(days => $3), list_minor, (floor(list_minor * 0.8 / 100) * 100 - 3)::int
     FROM lone WHERE marked_down_before
     UNION ALL
     SELECT variant_id, currency, recorded_at - make_interval(days => $4), list_minor, NULL FROM lone WHERE marked_down_before
     UNION ALL
     SELECT variant_id, currency, recorded_at - make_interval(days => $5), list_minor, sale_minor FROM lone
     RETURNING 1`,
    [DEMO_EARLIER_MARKDOWN_COLOUR, LIST_HELD_FROM_DAYS_AGO, EARLIER_MARKDOWN.fromDaysAgo, EARLIER_MARKDOWN.untilDaysAgo, DEMO_SALE_BEGAN_DAYS_AGO],
  );
  return rows.length;
}
