import { createDeeplReviewTranslator, createUndiciFetch } from '@stride/adapters-http';
import { PgMediaReportRepository, PgQuestionRepository, PgReviewPhotoRepository, PgReviewRepository } from '@stride/adapters-storage';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../app.di-tokens.js';
import { CATALOGUE } from '../catalogue/catalogue.di-tokens.js';
import { questionsApi } from './question-routes.js';
import { reviewsApi } from './review-routes.js';
import { REVIEWS } from './reviews.di-tokens.js';

/** A translation provider answers within this, or the shopper is told to try later. */
const TRANSLATION_TIMEOUT_MS = 8_000;

/** A new id: its prefix (`rv`, `qn`, `an`, `ph`), a dash and 20 random lower-case hex digits. */
function randomId(randomBytes: (size: number) => Uint8Array, prefix: string): string {
  return `${prefix}-${Array.from(randomBytes(10), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Reviews: PostgreSQL behind the reviews, the DeepL-compatible provider when configured (STRIDE_TRANSLATION_URL and
 * STRIDE_TRANSLATION_API_KEY), the shared abuse limits, and its routes. A change of a product's rating empties the
 * product answers this bff keeps, so its tiles and page show the new figures at once.
 */
export const reviewsModule = new ContainerModule(({ bind }) => {
  bind(REVIEWS.Repository).toDynamicValue((ctx) => new PgReviewRepository(ctx.get(TOKENS.SqlClient)));
  bind(REVIEWS.Translator).toDynamicValue((ctx) => {
    const config = ctx.get(TOKENS.Config);
    if (config.STRIDE_TRANSLATION_URL === undefined || config.STRIDE_TRANSLATION_API_KEY === undefined) return null;
    return createDeeplReviewTranslator({
      fetch: createUndiciFetch({ timeoutMs: TRANSLATION_TIMEOUT_MS }),
      baseUrl: config.STRIDE_TRANSLATION_URL,
      apiKey: config.STRIDE_TRANSLATION_API_KEY,
    });
  });
  bind(REVIEWS.Deps).toDynamicValue((ctx) => ({
    reviews: ctx.get(REVIEWS.Repository),
    translator: ctx.get(REVIEWS.Translator) ?? undefined,
    throttle: ctx.get(TOKENS.Throttle),
    now: ctx.get(TOKENS.Clock),
    newReviewId: () => randomId(ctx.get(TOKENS.RandomBytes), 'rv'),
    photos: new PgReviewPhotoRepository(ctx.get(TOKENS.SqlClient)),
    newPhotoId: () => randomId(ctx.get(TOKENS.RandomBytes), 'ph'),
    mediaReports: new PgMediaReportRepository(ctx.get(TOKENS.SqlClient)),
    flagsToHide: ctx.get(TOKENS.Config).STRIDE_REVIEW_FLAGS_TO_HIDE,
  }));
  bind(REVIEWS.Questions).toDynamicValue((ctx) => new PgQuestionRepository(ctx.get(TOKENS.SqlClient)));
  bind(REVIEWS.QuestionsDeps).toDynamicValue((ctx) => ({
    questions: ctx.get(REVIEWS.Questions),
    reviews: ctx.get(REVIEWS.Repository),
    throttle: ctx.get(TOKENS.Throttle),
    now: ctx.get(TOKENS.Clock),
    newPostId: (prefix: 'qn' | 'an') => randomId(ctx.get(TOKENS.RandomBytes), prefix),
  }));
  bind(REVIEWS.QuestionsApi).toDynamicValue((ctx) => questionsApi(ctx.get(REVIEWS.QuestionsDeps)));
  bind(REVIEWS.Api).toDynamicValue((ctx) => {
    const details = ctx.get(CATALOGUE.ProductDetailsCache);
    return reviewsApi(ctx.get(REVIEWS.Deps), () => details.clear());
  });
});
