import { strideError, type StrideError } from '@stride/domain/errors';
import type { RatingSummary, ReviewSort } from '@stride/domain/reviews';
import { err, ok, type Result } from 'neverthrow';
import { publicReview, summaryOf, type PublicReview } from './review-answer.js';
import type { ReviewsDeps } from './reviews-deps.js';

/** One page of a product's reviews with the summary of all of them. */
export interface ProductReviewsPage {
  readonly productId: string;
  readonly summary: RatingSummary;
  /** Reviews matching the star filter, on every page. */
  readonly total: number;
  readonly offset: number;
  readonly limit: number;
  readonly sort: ReviewSort;
  readonly reviews: PublicReview[];
}

/**
 * A product's published reviews (`GET /products/v1/products/{productId}/reviews`): one page in the asked sort, of one
 * number of stars when asked, with the rating summary of all its published reviews. An unknown product is PLP400.
 */
export async function listProductReviews(
  deps: Pick<ReviewsDeps, 'reviews' | 'translator'>,
  input: {
    readonly pathId: string;
    readonly sort: ReviewSort;
    readonly rating?: number | undefined;
    readonly offset: number;
    readonly limit: number;
    readonly readerLocale: string;
  },
): Promise<Result<ProductReviewsPage, StrideError>> {
  const productId = await deps.reviews.productIdOf(input.pathId);
  if (productId === null) return err(strideError('PLP400', 'This product could not be found.'));
  const page = await deps.reviews.list({ productId, sort: input.sort, rating: input.rating, offset: input.offset, limit: input.limit });
  const providerAvailable = deps.translator !== undefined;
  return ok({
    productId,
    summary: summaryOf(page.distribution),
    total: page.total,
    offset: input.offset,
    limit: input.limit,
    sort: input.sort,
    reviews: page.reviews.map((review) => publicReview(review, input.readerLocale, providerAvailable)),
  });
}
