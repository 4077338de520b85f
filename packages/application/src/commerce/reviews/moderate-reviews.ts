import type { StrideError } from '@stride/domain/errors';
import { REVIEW_NOT_FOUND, reviewError, type ModerationFilter, type Review, type ReviewStatus } from '@stride/domain/reviews';
import { err, ok, type Result } from 'neverthrow';
import type { ReviewsDeps } from './reviews-deps.js';

/** Support staff: the reviews waiting for them (hidden or flagged), most flagged first. */
export function listReviewsForModeration(
  deps: Pick<ReviewsDeps, 'reviews'>,
  query: { readonly filter: ModerationFilter; readonly limit: number },
): Promise<Review[]> {
  return deps.reviews.listForModeration(query);
}

/**
 * Support staff publish or hide a review: earlier flags stop counting, the product's rating follows. An unknown review
 * is REV404.
 */
export async function moderateReview(
  deps: Pick<ReviewsDeps, 'reviews' | 'now'>,
  input: { readonly reviewId: string; readonly status: ReviewStatus; readonly agent: string },
): Promise<Result<Review, StrideError>> {
  const moderated = await deps.reviews.moderate(input.reviewId, { status: input.status, by: input.agent, at: deps.now() });
  return moderated === null ? err(reviewError(REVIEW_NOT_FOUND)) : ok(moderated);
}
