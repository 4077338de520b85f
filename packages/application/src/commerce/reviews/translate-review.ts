import type { StrideError } from '@stride/domain/errors';
import { languageOfLocale, reviewError, TRANSLATION_FAILED, TRANSLATION_UNAVAILABLE } from '@stride/domain/reviews';
import { err, ok, type Result } from 'neverthrow';
import { findPublishedReview } from './find-published-review.js';
import type { ReviewsDeps } from './reviews-deps.js';

/** A review's title and text in the reader's language, and who translated them. */
export interface ReviewTranslationAnswer {
  readonly reviewId: string;
  /** The review's own locale. */
  readonly sourceLocale: string;
  /** The reader's language the texts are in. */
  readonly language: string;
  readonly title: string;
  readonly text: string;
  /** `stored` (the store's own translation) or the provider's name. */
  readonly source: string;
}

/**
 * A review in the reader's language (`POST /products/v1/review/{reviewId}/translate`): the store's own translation
 * when it holds one, else the configured provider's (kept for the next reader). Nothing to translate it with, or a
 * review already in that language, is TRANSLATION_UNAVAILABLE; a provider that fails is TRANSLATION_FAILED; a review
 * that is hidden or unknown is REV404.
 */
export async function translateReview(
  deps: Pick<ReviewsDeps, 'reviews' | 'translator'>,
  input: { readonly reviewId: string; readonly readerLocale: string },
): Promise<Result<ReviewTranslationAnswer, StrideError>> {
  const found = await findPublishedReview(deps.reviews, input.reviewId);
  if (found.isErr()) return err(found.error);
  const review = found.value;
  const from = languageOfLocale(review.locale);
  const to = languageOfLocale(input.readerLocale);
  const answer = (t: { title: string; text: string; source: string }): ReviewTranslationAnswer => ({
    reviewId: review.id,
    sourceLocale: review.locale,
    language: to,
    ...t,
  });
  if (from === to) return err(reviewError(TRANSLATION_UNAVAILABLE, 'This review is already in your language.'));
  const stored = await deps.reviews.findTranslation(review.id, to);
  if (stored !== null) return ok(answer(stored));
  if (deps.translator === undefined) return err(reviewError(TRANSLATION_UNAVAILABLE));
  let translated: { readonly title: string; readonly text: string };
  try {
    translated = await deps.translator.translate({ title: review.title, text: review.text, from, to });
  } catch {
    return err(reviewError(TRANSLATION_FAILED));
  }
  const kept = { reviewId: review.id, language: to, title: translated.title, text: translated.text, source: deps.translator.name };
  await deps.reviews.saveTranslation(kept);
  return ok(answer(kept));
}
