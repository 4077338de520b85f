import { strideError, type StrideError } from '@stride/domain/errors';
import { QUESTION_LIMITS } from '@stride/domain/reviews';
import { err, ok, type Result } from 'neverthrow';
import { publicQuestion, type PublicQuestion } from './question-answer.js';
import type { QuestionsDeps } from './questions-deps.js';

/** One page of a product's published questions. */
export interface ProductQuestionsPage {
  readonly productId: string;
  readonly total: number;
  readonly offset: number;
  readonly limit: number;
  readonly questions: PublicQuestion[];
}

/**
 * A product's published questions (`GET /products/v1/products/{productId}/reviews/questions`), newest first, each with
 * its first published answers (staff first, then the most helpful). An unknown product is PLP400.
 */
export async function listProductQuestions(
  deps: Pick<QuestionsDeps, 'questions' | 'reviews'>,
  input: { readonly pathId: string; readonly offset: number; readonly limit: number },
): Promise<Result<ProductQuestionsPage, StrideError>> {
  const productId = await deps.reviews.productIdOf(input.pathId);
  if (productId === null) return err(strideError('PLP400', 'This product could not be found.'));
  const page = await deps.questions.list({ productId, offset: input.offset, limit: input.limit, answersShown: QUESTION_LIMITS.answersShownMax });
  return ok({ productId, total: page.total, offset: input.offset, limit: input.limit, questions: page.questions.map(publicQuestion) });
}
