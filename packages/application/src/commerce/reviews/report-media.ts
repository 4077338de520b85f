import type { StrideError } from '@stride/domain/errors';
import type { MediaReportReason, MediaReportStatus } from '@stride/domain/media';
import { PHOTO_NOT_FOUND, reviewError } from '@stride/domain/reviews';
import { mediaReportsPerClient } from '@stride/domain/security';
import { err, ok, type Result } from 'neverthrow';
import { spendAttempt } from '../identity/spend-attempt.js';
import type { ReviewsCaller, ReviewsDeps } from './reviews-deps.js';

/** A report's outcome: whether this call counted and whether the photo is still shown. */
export interface MediaReportOutcome {
  readonly mediaId: string;
  readonly counted: boolean;
  readonly status: MediaReportStatus;
}

/**
 * A shopper reports a photo, a review's or a gallery's (`POST /media/{mediaId}/reports`): counted once per caller; the
 * report that reaches the number that hides a review (STRIDE_REVIEW_FLAGS_TO_HIDE) hides the photo until support staff
 * look at it. A photo nobody sees (unknown, hidden, waiting for approval, of a hidden review) is UGC404; each client
 * reports a few an hour (API429).
 */
export async function reportMedia(
  deps: Pick<ReviewsDeps, 'mediaReports' | 'throttle' | 'now' | 'flagsToHide'>,
  input: { readonly caller: ReviewsCaller; readonly mediaId: string; readonly reason: MediaReportReason; readonly clientAddress: string },
): Promise<Result<MediaReportOutcome, StrideError>> {
  const refused = await spendAttempt(deps, [mediaReportsPerClient(input.clientAddress)]);
  if (refused !== undefined) return err(refused);
  const report = { mediaId: input.mediaId, reporterNo: input.caller.consumerNo, reason: input.reason, at: deps.now() };
  const outcome = await deps.mediaReports.add(report, deps.flagsToHide);
  return outcome === null ? err(reviewError(PHOTO_NOT_FOUND)) : ok({ mediaId: input.mediaId, ...outcome });
}
