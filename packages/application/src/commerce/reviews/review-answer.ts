import { reviewRouteAddresses } from '../../api-contract/routes/review-route-addresses.js';
import { canTranslateReview, ratingSummary, type RatingDistribution, type RatingSummary, type Review } from '@stride/domain/reviews';

/** A review as shoppers read it: no account number, no flags; whether it can be shown in the reader's language. */
export interface PublicReview {
  readonly reviewId: string;
  readonly productId: string;
  readonly rating: number;
  readonly title: string;
  readonly text: string;
  readonly nickname: string;
  readonly locale: string;
  readonly verifiedBuyer: boolean;
  readonly helpfulCount: number;
  readonly createdAt: string;
  /** A translation into the reader's language can be asked for (stored, or a provider is configured). */
  readonly translatable: boolean;
  /** Its shoppers' photos, each with the address it is served at. */
  readonly photos: ReviewPhotoLink[];
}

/** A photo of a review and where a browser reads it. */
export interface ReviewPhotoLink {
  readonly mediaId: string;
  readonly url: string;
}

/** The address a photo is served at, from the route table's path. */
export function reviewPhotoUrl(mediaId: string): string {
  return reviewRouteAddresses.getReviewPhoto.path.replace(':mediaId', mediaId);
}

/** What every reader of a review sees of it, shoppers and support staff alike. */
function reviewFields(review: Review) {
  return {
    reviewId: review.id,
    productId: review.productId,
    rating: review.rating,
    title: review.title,
    text: review.text,
    nickname: review.nickname,
    locale: review.locale,
    verifiedBuyer: review.verifiedBuyer,
    helpfulCount: review.helpfulCount,
    createdAt: review.createdAt.toISOString(),
    photos: review.photoIds.map((mediaId) => ({ mediaId, url: reviewPhotoUrl(mediaId) })),
  };
}

/** A review as support staff read it to moderate: who wrote it, its status and how many flagged it, beside the rest. */
export function moderatedReview(review: Review) {
  return { ...reviewFields(review), consumerNo: review.consumerNo, status: review.status, flagCount: review.flagCount };
}

/**
 * The public side of a review for a reader on `readerLocale`.
 * @example publicReview(review, 'en-US', false).translatable // true for a French review the store translated
 */
export function publicReview(review: Review, readerLocale: string, providerAvailable: boolean): PublicReview {
  return {
    ...reviewFields(review),
    translatable: canTranslateReview({ reviewLocale: review.locale, readerLocale, storedLanguages: review.translatedLanguages, providerAvailable }),
  };
}

/** The rating summary of a product from its count per star. */
export function summaryOf(distribution: RatingDistribution): RatingSummary {
  return ratingSummary(distribution);
}
