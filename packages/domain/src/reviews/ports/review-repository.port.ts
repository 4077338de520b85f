import type { RatingDistribution } from '../rating-summary.js';
import type { Review, ReviewStatus } from '../review.js';
import type { ReviewSort } from '../review-sort.js';

/** Which published reviews of a product a list wants. */
export interface ReviewQuery {
  readonly productId: string;
  readonly sort: ReviewSort;
  /** Only reviews of this many stars. */
  readonly rating?: number | undefined;
  readonly offset: number;
  readonly limit: number;
}

/** One page of a product's published reviews, how many match the query, and the count per star of all of them. */
export interface ReviewPage {
  readonly reviews: readonly Review[];
  readonly total: number;
  readonly distribution: RatingDistribution;
}

/** A review as it is written: everything but what the store counts; its photos are its writer's, not yet taken. */
export type NewReview = Omit<Review, 'helpfulCount' | 'flagCount' | 'translatedLanguages'>;

/** A translation of a review's title and text into a language, kept so the next reader need not ask again. */
export interface ReviewTranslation {
  readonly reviewId: string;
  /** The language translated into (`en`, `fr`). */
  readonly language: string;
  readonly title: string;
  readonly text: string;
  /** Who translated it: the store's own (`stored`, the demo's) or a provider's name. */
  readonly source: string;
}

/**
 * Which reviews support staff look at: `attention` the hidden ones and those flagged since their last moderation,
 * `hidden` or `flagged` one of the two.
 */
export type ModerationFilter = 'attention' | 'hidden' | 'flagged';

/** A list of reviews for support staff. */
export interface ModerationQuery {
  readonly filter: ModerationFilter;
  readonly limit: number;
}

/**
 * Product reviews with their helpful votes, flags and translations. Every write that can change what shoppers see
 * (a review, a flag that hides one, a moderation) keeps the product's `rating_score` and `reviews_count` equal to its
 * published reviews' in the same transaction.
 */
export interface ReviewRepository {
  /** The product a path id names (its id or one of its colour master ids), or null for an unknown product. */
  productIdOf(pathId: string): Promise<string | null>;
  /** A page of a product's published reviews, with the count per star of all its published ones. */
  list(query: ReviewQuery): Promise<ReviewPage>;
  /** A review in any status, or null. */
  find(reviewId: string): Promise<Review | null>;
  /**
   * Stores a review with its photos (the writer's own uploads, taken in the same transaction); `duplicate` when its
   * writer has a review of that product already (nothing stored).
   */
  insert(review: NewReview): Promise<'inserted' | 'duplicate'>;
  /** Whether the consumer placed an order holding the product (a cancelled or unpaid one does not count). */
  hasBought(consumerNo: string, productId: string): Promise<boolean>;
  /** Counts a voter's helpful vote once; answers whether this call counted and the review's helpful count after it. */
  addHelpfulVote(reviewId: string, voterNo: string, at: Date): Promise<{ readonly counted: boolean; readonly helpfulCount: number }>;
  /**
   * Counts a flagger's flag once; a published review reaching `flagsToHide` flags since its last moderation is hidden
   * in the same transaction. Answers whether this call counted and the review's status after it.
   */
  addFlag(reviewId: string, flaggerNo: string, at: Date, flagsToHide: number): Promise<{ readonly counted: boolean; readonly status: ReviewStatus }>;
  /** Support staff publish or hide a review (flags before it stop counting); null for an unknown review. */
  moderate(reviewId: string, decision: { readonly status: ReviewStatus; readonly by: string; readonly at: Date }): Promise<Review | null>;
  /** Reviews for support staff, most flagged first, then newest. */
  listForModeration(query: ModerationQuery): Promise<Review[]>;
  /** The stored translation of a review into a language, or null. */
  findTranslation(reviewId: string, language: string): Promise<ReviewTranslation | null>;
  /** Keeps a translation (a second one for the same review and language is ignored). */
  saveTranslation(translation: ReviewTranslation): Promise<void>;
}
