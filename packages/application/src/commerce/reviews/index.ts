// Server-side use cases of the reviews slice: list, write, vote, flag, translate and moderate product reviews.
export type { ReviewsCaller, ReviewsDeps } from './reviews-deps.js';
export { moderatedReview, publicReview, reviewPhotoUrl, type PublicReview, type ReviewPhotoLink } from './review-answer.js';
export { listProductReviews, type ProductReviewsPage } from './list-product-reviews.js';
export { writeReview } from './write-review.js';
export { voteReviewHelpful, type HelpfulVote } from './vote-review-helpful.js';
export { flagReview, type ReviewFlag } from './flag-review.js';
export { translateReview, type ReviewTranslationAnswer } from './translate-review.js';
export { listReviewsForModeration, moderateReview } from './moderate-reviews.js';
export type { QuestionsCaller, QuestionsDeps } from './questions-deps.js';
export { moderatedPost, publicAnswer, publicQuestion, type ModeratedPostView, type PublicQuestion } from './question-answer.js';
export { listProductQuestions, type ProductQuestionsPage } from './list-product-questions.js';
export { askQuestion } from './ask-question.js';
export { answerQuestion, type WrittenAnswer } from './answer-question.js';
export { voteAnswerHelpful, type AnswerVote } from './vote-answer-helpful.js';
export { listQuestionsForModeration, moderateQuestion } from './moderate-questions.js';
export { findReviewPhoto, uploadReviewPhoto, type UploadedPhoto } from './upload-review-photo.js';
export { reportMedia, type MediaReportOutcome } from './report-media.js';
