import type { MediaReportReason, MediaReportStatus } from '../media-report.js';

/** One shopper's report of a shown photo. */
export interface MediaReport {
  readonly mediaId: string;
  readonly reporterNo: string;
  readonly reason: MediaReportReason;
  readonly at: Date;
}

/**
 * Shoppers' reports of photos (a review's or a gallery's): one per reporter and photo; the report that reaches the
 * threshold hides the photo until support staff look at it, like a reported review.
 */
export interface MediaReportRepository {
  /** Adds the report if the photo is shown (null otherwise): whether it counted and the photo's status after it. */
  add(report: MediaReport, reportsToHide: number): Promise<{ readonly counted: boolean; readonly status: MediaReportStatus } | null>;
}
