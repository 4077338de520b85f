import { strideError, type StrideError } from '@stride/domain/errors';
import { postDraftFlaws, tidyPostDraft, type PostDraft, type PostStatus } from '@stride/domain/reviews';
import { reviewsPerClient } from '@stride/domain/security';
import { err, ok, type Result } from 'neverthrow';
import { spendAttempt } from '../identity/spend-attempt.js';
import { postDraftRefusal } from './post-draft-refusal.js';
import type { QuestionsCaller, QuestionsDeps } from './questions-deps.js';

/**
 * A signed-in shopper asks about a product (`POST /products/v1/products/{productId}/reviews/questions`): a guest is
 * refused (AUT432), an unknown product is PLP400, a flawed question REV410 or ATTR300, each client writes a few an hour
 * with its reviews (API429); nothing is stored then. The question waits for support staff (`pending`).
 */
export async function askQuestion(
  deps: QuestionsDeps,
  input: { readonly caller: QuestionsCaller; readonly pathId: string; readonly draft: PostDraft; readonly locale: string; readonly clientAddress: string },
): Promise<Result<{ readonly questionId: string; readonly productId: string; readonly status: PostStatus }, StrideError>> {
  if (input.caller.consumerType === 'GUEST') return err(strideError('AUT432', 'Sign in to ask a question.'));
  const productId = await deps.reviews.productIdOf(input.pathId);
  if (productId === null) return err(strideError('PLP400', 'This product could not be found.'));
  const flaws = postDraftFlaws('question', input.draft);
  if (flaws.length > 0) return err(postDraftRefusal('question', flaws));
  const refused = await spendAttempt(deps, [reviewsPerClient(input.clientAddress)]);
  if (refused !== undefined) return err(refused);
  const id = deps.newPostId('qn');
  const status: PostStatus = 'pending';
  await deps.questions.insertQuestion({
    id,
    productId,
    consumerNo: input.caller.consumerNo,
    ...tidyPostDraft(input.draft),
    locale: input.locale,
    status,
    createdAt: deps.now(),
  });
  return ok({ questionId: id, productId, status });
}
