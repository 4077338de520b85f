import { strideError, type StrideError } from '@stride/domain/errors';
import {
  PHOTO_NOT_FOUND,
  REVIEW_EXISTS,
  reviewError,
  REVIEW_TOO_LONG,
  reviewDraftFlaws,
  tidyReviewDraft,
  type RatingSummary,
  type ReviewDraft,
  type ReviewDraftFlaw,
} from '@stride/domain/reviews';
import { reviewsPerClient } from '@stride/domain/security';
import { err, ok, type Result } from 'neverthrow';
import { spendAttempt } from '../identity/spend-attempt.js';
import { publicReview, summaryOf, type PublicReview } from './review-answer.js';
import type { ReviewsCaller, ReviewsDeps } from './reviews-deps.js';

/** The refusal of a flawed draft: REV410 when a field is too long, ATTR300 otherwise; the first flaw names the field. */
function draftRefusal(flaws: readonly ReviewDraftFlaw[]): StrideError {
  const tooLong = flaws.find((flaw) => flaw.reason === 'tooLong');
  const first = tooLong ?? flaws[0];
  if (tooLong !== undefined && tooLong.field !== 'rating')
    return strideError(REVIEW_TOO_LONG, `Your review is too long: the ${tooLong.field} may be at most ${tooLong.max ?? 0} characters.`, {
      field: tooLong.field,
      max: tooLong.max,
    });
  return strideError('ATTR300', `Check your review: ${first?.field ?? 'rating'} is ${first?.reason ?? 'required'}.`, { field: first?.field });
}

/**
 * A signed-in shopper reviews a product (`POST /products/v1/products/{productId}/reviews`): a guest is refused (AUT432),
 * an unknown product is PLP400, a flawed draft REV410 or ATTR300, a photo that is not the shopper's own upload
 * (another's, unknown, or with another review) UGC404, a second review of the same product REV409, each
 * client writes a few an hour (API429); nothing is stored then. The review is marked from a verified buyer when the
 * shopper placed an order holding the product, and is published at once. Answers it with the product's new summary.
 */
export async function writeReview(
  deps: ReviewsDeps,
  input: {
    readonly caller: ReviewsCaller;
    readonly pathId: string;
    readonly draft: ReviewDraft;
    /** The shopper's own uploads to show with it, in order (the schema bounds them to PHOTO_LIMITS.perReview). */
    readonly photoIds?: readonly string[] | undefined;
    readonly locale: string;
    readonly clientAddress: string;
  },
): Promise<Result<{ readonly review: PublicReview; readonly summary: RatingSummary }, StrideError>> {
  if (input.caller.consumerType === 'GUEST') return err(strideError('AUT432', 'Sign in to write a review.'));
  const productId = await deps.reviews.productIdOf(input.pathId);
  if (productId === null) return err(strideError('PLP400', 'This product could not be found.'));
  const flaws = reviewDraftFlaws(input.draft);
  if (flaws.length > 0) return err(draftRefusal(flaws));
  const photoIds = [...new Set(input.photoIds ?? [])];
  // Another shopper's photo, or one already with a review, answers like a photo that is not there.
  if ((await deps.photos.unattached(input.caller.consumerNo, photoIds)).length !== photoIds.length) return err(reviewError(PHOTO_NOT_FOUND));
  const refused = await spendAttempt(deps, [reviewsPerClient(input.clientAddress)]);
  if (refused !== undefined) return err(refused);
  const draft = tidyReviewDraft(input.draft);
  const id = deps.newReviewId();
  const inserted = await deps.reviews.insert({
    id,
    productId,
    consumerNo: input.caller.consumerNo,
    ...draft,
    locale: input.locale,
    verifiedBuyer: await deps.reviews.hasBought(input.caller.consumerNo, productId),
    status: 'published',
    createdAt: deps.now(),
    photoIds,
  });
  if (inserted === 'duplicate') return err(reviewError(REVIEW_EXISTS));
  const [stored, page] = await Promise.all([deps.reviews.find(id), deps.reviews.list({ productId, sort: 'newest', offset: 0, limit: 1 })]);
  if (stored === null) throw new Error(`review ${id} vanished after it was stored`);
  return ok({ review: publicReview(stored, input.locale, deps.translator !== undefined), summary: summaryOf(page.distribution) });
}
