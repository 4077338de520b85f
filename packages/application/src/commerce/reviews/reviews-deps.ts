import type { MediaReportRepository, ReviewPhotoRepository } from '@stride/domain/media';
import type { ReviewRepository, ReviewTranslator } from '@stride/domain/reviews';
import type { Throttle } from '@stride/domain/security';

/** What the review use cases need: the reviews, a translation provider if one is configured, abuse limits, time and ids. */
export interface ReviewsDeps {
  readonly reviews: ReviewRepository;
  /** A machine translation provider; without one only the store's own translations answer. */
  readonly translator?: ReviewTranslator | undefined;
  readonly throttle: Throttle;
  readonly now: () => Date;
  /** A new review's id (`rv-` and random letters and digits). */
  readonly newReviewId: () => string;
  /** Shoppers' photos with their reviews. */
  readonly photos: ReviewPhotoRepository;
  /** A new photo's id (`ph-` and 20 random lower-case hex digits). */
  readonly newPhotoId: () => string;
  /** Shoppers' reports of photos, a review's or a gallery's. */
  readonly mediaReports: MediaReportRepository;
  /** How many flags hide a review, or reports a photo, until support staff look at it (STRIDE_REVIEW_FLAGS_TO_HIDE). */
  readonly flagsToHide: number;
}

/** Who calls a review route: a guest or signed-in shopper's token. */
export interface ReviewsCaller {
  readonly consumerNo: string;
  readonly consumerType: string;
}
