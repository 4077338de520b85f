// PostgreSQL adapter of the reviews context: reviews, votes, flags, translations and the products' rating.
export { PgReviewRepository } from './pg-review-repository.js';
export { refreshAllProductRatings, refreshProductRating } from './refresh-product-rating.js';
export { PgQuestionRepository } from './pg-question-repository.js';
export { PgReviewPhotoRepository } from './pg-review-photo-repository.js';
