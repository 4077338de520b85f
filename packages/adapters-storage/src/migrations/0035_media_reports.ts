import type { Migration } from './migration.js';

/**
 * Shoppers' reports of photos, a review's or a gallery's: one per reporter and photo, with its reason. Each photo keeps
 * its report count beside it (added in the statement that adds the report); the report that reaches the threshold
 * hides it until support staff look at it: a review photo is marked hidden, a gallery photo goes back to waiting for
 * approval. Reports name their photo without a reference (it is one of two tables) and their caller without one, so
 * cleaning up guest consumers never changes a count.
 */
export const migration0035MediaReports: Migration = {
  id: '0035_media_reports',
  sql: `
    ALTER TABLE review_photos ADD COLUMN hidden boolean NOT NULL DEFAULT false;
    ALTER TABLE review_photos ADD COLUMN report_count integer NOT NULL DEFAULT 0 CHECK (report_count >= 0);
    ALTER TABLE user_photos ADD COLUMN report_count integer NOT NULL DEFAULT 0 CHECK (report_count >= 0);

    CREATE TABLE media_reports (
      media_id     text NOT NULL CHECK (media_id ~ '^[a-z0-9][a-z0-9-]{2,63}$'),
      reporter_no  text NOT NULL CHECK (reporter_no ~ '^[A-Za-z0-9-]{6,40}$'),
      reason       text NOT NULL CHECK (reason IN ('inappropriate', 'notTheProduct', 'spam', 'other')),
      reported_at  timestamptz NOT NULL,
      PRIMARY KEY (media_id, reporter_no)
    );
  `,
};
