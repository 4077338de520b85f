/** Why a shopper reports a photo: support staff read it when they look at the photo again. */
export const MEDIA_REPORT_REASONS = ['inappropriate', 'notTheProduct', 'spam', 'other'] as const;
export type MediaReportReason = (typeof MEDIA_REPORT_REASONS)[number];

/**
 * The id of a photo shoppers can report: a review photo's (`ph-` and 20 hex digits) or a gallery photo's (lower-case
 * letters, digits and dashes, as the store's moderation tool or demo seed names them), at most 64 characters.
 */
export const REPORTABLE_MEDIA_ID_PATTERN = /^[a-z0-9][a-z0-9-]{2,63}$/;

/** Whether a photo is still shown after a report, or hidden until support staff look at it. */
export type MediaReportStatus = 'shown' | 'hidden';
