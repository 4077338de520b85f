import type { StrideError } from '@stride/domain/errors';
import type { ReviewStatus } from '@stride/domain/reviews';
import { reviewFlagsPerClient } from '@stride/domain/security';
import { err, ok, type Result } from 'neverthrow';
import { spendAttempt } from '../identity/spend-attempt.js';
import { findPublishedReview } from './find-published-review.js';
import type { ReviewsCaller, ReviewsDeps } from './reviews-deps.js';

/** A flag's outcome: whether this call counted and the review's status after it. */
export interface ReviewFlag {
  readonly reviewId: string;
  readonly counted: boolean;
  readonly status: ReviewStatus;
}

/**
 * A shopper reports a review (`POST .../review/{reviewId}/flag`): counted once per caller; the flag that reaches the
 * configured number hides the review until support staff look at it (and takes it out of the product's rating). A
 * review that is hidden, unknown or of another product is REV404; each client flags a few an hour (API429).
 */
export async function flagReview(
  deps: Pick<ReviewsDeps, 'reviews' | 'throttle' | 'now' | 'flagsToHide'>,
  input: { readonly caller: ReviewsCaller; readonly pathId: string; readonly reviewId: string; readonly clientAddress: string },
): Promise<Result<ReviewFlag, StrideError>> {
  const found = await findPublishedReview(deps.reviews, input.reviewId, input.pathId);
  if (found.isErr()) return err(found.error);
  const refused = await spendAttempt(deps, [reviewFlagsPerClient(input.clientAddress)]);
  if (refused !== undefined) return err(refused);
  const flag = await deps.reviews.addFlag(input.reviewId, input.caller.consumerNo, deps.now(), deps.flagsToHide);
  return ok({ reviewId: input.reviewId, ...flag });
}
