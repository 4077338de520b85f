import type { MediaReport, MediaReportRepository, MediaReportStatus } from '@stride/domain/media';
import type { SqlClient } from '../../sql/sql-client.port.js';

/** Which table a shown photo is in: a published review's photos, or the approved gallery photos. */
type ShownIn = 'review_photos' | 'user_photos';

/**
 * Shoppers' reports of photos in PostgreSQL (`media_reports`, migration 0035): in one transaction the photo is found
 * shown, the report added once per reporter, and its count raised; the count that reaches the threshold hides a
 * review photo, and sends a gallery photo back to waiting for approval.
 */
export class PgMediaReportRepository implements MediaReportRepository {
  constructor(private readonly sql: SqlClient) {}

  async add(report: MediaReport, reportsToHide: number): Promise<{ counted: boolean; status: MediaReportStatus } | null> {
    return this.sql.transaction(async (tx) => {
      const table = await shownIn(tx, report.mediaId);
      if (table === null) return null;
      const added = await tx.query(
        `INSERT INTO media_reports (media_id, reporter_no, reason, reported_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING 1`,
        [report.mediaId, report.reporterNo, report.reason, report.at],
      );
      if (added.length === 0) return { counted: false, status: 'shown' };
      const [row] =
        table === 'review_photos'
          ? await tx.query<{ shown: boolean }>(
              `UPDATE review_photos SET report_count = report_count + 1, hidden = report_count + 1 >= $2
               WHERE id = $1 RETURNING NOT hidden AS shown`,
              [report.mediaId, reportsToHide],
            )
          : await tx.query<{ shown: boolean }>(
              `UPDATE user_photos SET report_count = report_count + 1, approved = report_count + 1 < $2
               WHERE id = $1 RETURNING approved AS shown`,
              [report.mediaId, reportsToHide],
            );
      return { counted: true, status: row?.shown === false ? 'hidden' : 'shown' };
    });
  }
}

/** The table holding this photo if shoppers see it now (its row locked until the report is added), else null. */
async function shownIn(tx: SqlClient, mediaId: string): Promise<ShownIn | null> {
  const review = await tx.query(
    `SELECT 1 FROM review_photos p JOIN reviews r ON r.id = p.review_id
     WHERE p.id = $1 AND NOT p.hidden AND r.status = 'published' FOR UPDATE OF p`,
    [mediaId],
  );
  if (review.length > 0) return 'review_photos';
  const gallery = await tx.query('SELECT 1 FROM user_photos WHERE id = $1 AND approved FOR UPDATE', [mediaId]);
  return gallery.length > 0 ? 'user_photos' : null;
}
