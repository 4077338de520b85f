import type { StrideError } from '@stride/domain/errors';
import { reviewVotesPerClient } from '@stride/domain/security';
import { err, ok, type Result } from 'neverthrow';
import { spendAttempt } from '../identity/spend-attempt.js';
import { findPublishedReview } from './find-published-review.js';
import type { ReviewsCaller, ReviewsDeps } from './reviews-deps.js';

/** A helpful vote's outcome: whether this call counted (a second vote by the same caller does not) and the count. */
export interface HelpfulVote {
  readonly reviewId: string;
  readonly helpfulCount: number;
  readonly counted: boolean;
}

/**
 * A shopper, signed in or guest, finds a review helpful (`POST .../review/{reviewId}/vote`): counted once per caller,
 * a repeat answers the same count with `counted: false`. A review that is hidden, unknown or of another product is
 * REV404; each client votes a bounded number of times an hour (API429).
 */
export async function voteReviewHelpful(
  deps: Pick<ReviewsDeps, 'reviews' | 'throttle' | 'now'>,
  input: { readonly caller: ReviewsCaller; readonly pathId: string; readonly reviewId: string; readonly clientAddress: string },
): Promise<Result<HelpfulVote, StrideError>> {
  const found = await findPublishedReview(deps.reviews, input.reviewId, input.pathId);
  if (found.isErr()) return err(found.error);
  const refused = await spendAttempt(deps, [reviewVotesPerClient(input.clientAddress)]);
  if (refused !== undefined) return err(refused);
  const vote = await deps.reviews.addHelpfulVote(input.reviewId, input.caller.consumerNo, deps.now());
  return ok({ reviewId: input.reviewId, ...vote });
}
