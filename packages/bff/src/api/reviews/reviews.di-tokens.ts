import type { QuestionsDeps, ReviewsDeps } from '@stride/application/commerce';
import type { QuestionRepository, ReviewRepository, ReviewTranslator } from '@stride/domain/reviews';
import { token } from '../../di/token.js';
import type { ApiSlice } from '../api-slice.js';

/** The reviews context's ports, its use case dependencies and its API slice, as reviewsModule binds them. */
export const REVIEWS = {
  Repository: token<ReviewRepository>('reviews.Repository'),
  /** The configured translation provider, or null (only the store's own translations then). */
  Translator: token<ReviewTranslator | null>('reviews.Translator'),
  Deps: token<ReviewsDeps>('reviews.Deps'),
  Api: token<ApiSlice>('reviews.Api'),
  Questions: token<QuestionRepository>('reviews.Questions'),
  QuestionsDeps: token<QuestionsDeps>('reviews.QuestionsDeps'),
  QuestionsApi: token<ApiSlice>('reviews.QuestionsApi'),
} as const;
