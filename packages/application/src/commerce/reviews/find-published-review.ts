import type { StrideError } from '@stride/domain/errors';
import { REVIEW_NOT_FOUND, reviewError, type Review, type ReviewRepository } from '@stride/domain/reviews';
import { err, ok, type Result } from 'neverthrow';

/**
 * A published review, of the product a path names when it names one; a hidden review, another product's or an
 * unknown one all answer REV404 alike.
 */
export async function findPublishedReview(reviews: ReviewRepository, reviewId: string, pathId?: string): Promise<Result<Review, StrideError>> {
  const review = await reviews.find(reviewId);
  if (review === null || review.status !== 'published') return err(reviewError(REVIEW_NOT_FOUND));
  if (pathId !== undefined && pathId !== review.productId && (await reviews.productIdOf(pathId)) !== review.productId)
    return err(reviewError(REVIEW_NOT_FOUND));
  return ok(review);
}
