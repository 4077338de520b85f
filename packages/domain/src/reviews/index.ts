// Public API of the reviews context: product reviews, their rating summary, the writing rules and the ports.
export { RATING_MAX, RATING_MIN, REVIEW_FLAGS_TO_HIDE_DEFAULT, REVIEW_ID_PATTERN, REVIEW_LIMITS, type Review, type ReviewStatus } from './review.js';
export { isReviewSort, REVIEW_SORT_DEFAULT, REVIEW_SORTS, type ReviewSort } from './review-sort.js';
export { distributionOf, EMPTY_RATING_DISTRIBUTION, ratingSummary, type RatingDistribution, type RatingSummary } from './rating-summary.js';
export { REVIEW_TOO_LONG, reviewDraftFlaws, tidyReviewDraft, type ReviewDraft, type ReviewDraftFlaw } from './review-draft.js';
export { canTranslateReview, languageOfLocale } from './review-language.js';
export {
  ANSWER_NOT_FOUND,
  PHOTO_NOT_FOUND,
  PHOTO_TOO_LARGE,
  PHOTO_WRONG_TYPE,
  QUESTION_NOT_FOUND,
  REVIEW_EXISTS,
  REVIEW_NOT_FOUND,
  reviewError,
  TRANSLATION_FAILED,
  TRANSLATION_UNAVAILABLE,
} from './review-errors.js';
export { ANSWER_ID_PATTERN, QUESTION_ID_PATTERN, QUESTION_LIMITS, type Answer, type PostStatus, type Question } from './question.js';
export { postDraftFlaws, tidyPostDraft, type PostDraft, type PostDraftFlaw, type PostKind } from './question-draft.js';
export type {
  ModeratedPost,
  ModerationFilter,
  ModerationQuery,
  NewReview,
  QuestionPage,
  QuestionRepository,
  ReviewPage,
  ReviewQuery,
  ReviewRepository,
  ReviewTranslation,
  ReviewTranslator,
  TranslatedText,
  TranslationRequest,
} from './ports/index.js';
