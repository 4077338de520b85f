// Server-side use cases of the reviews slice: list, write, vote, flag, translate and moderate product reviews.
export type { ReviewsCaller, ReviewsDeps } from './reviews-deps.js';
export { moderatedReview, publicReview, type PublicReview } from './review-answer.js';
export { listProductReviews, type ProductReviewsPage } from './list-product-reviews.js';
export { writeReview } from './write-review.js';
export { voteReviewHelpful, type HelpfulVote } from './vote-review-helpful.js';
export { flagReview, type ReviewFlag } from './flag-review.js';
export { translateReview, type ReviewTranslationAnswer } from './translate-review.js';
export { listReviewsForModeration, moderateReview } from './moderate-reviews.js';
