export type { ModerationFilter, ModerationQuery, NewReview, ReviewPage, ReviewQuery, ReviewRepository, ReviewTranslation } from './review-repository.port.js';
export type { ReviewTranslator, TranslatedText, TranslationRequest } from './review-translator.port.js';
export type { ModeratedPost, QuestionPage, QuestionRepository } from './question-repository.port.js';
