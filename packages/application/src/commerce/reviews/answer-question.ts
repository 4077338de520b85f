import { strideError, type StrideError } from '@stride/domain/errors';
import { postDraftFlaws, QUESTION_NOT_FOUND, reviewError, tidyPostDraft, type PostDraft, type PostStatus } from '@stride/domain/reviews';
import { reviewsPerClient } from '@stride/domain/security';
import { err, ok, type Result } from 'neverthrow';
import { spendAttempt } from '../identity/spend-attempt.js';
import { postDraftRefusal } from './post-draft-refusal.js';
import type { QuestionsCaller, QuestionsDeps } from './questions-deps.js';

/** An answer written: its id, its status, and whether it is the store's. */
export interface WrittenAnswer {
  readonly answerId: string;
  readonly questionId: string;
  readonly status: PostStatus;
  readonly fromStaff: boolean;
}

/**
 * A signed-in shopper or an agent answers a published question of a product
 * (`POST .../reviews/questions/{questionId}/answers`): a guest is refused (AUT432); a question that is unknown, not
 * published or of another product is QUE404; a flawed answer REV410 or ATTR300; API429 past the hourly limit; nothing
 * is stored then. A shopper's answer waits for support staff; an agent's is the store's, published at once.
 */
export async function answerQuestion(
  deps: QuestionsDeps,
  input: {
    readonly caller: QuestionsCaller;
    readonly pathId: string;
    readonly questionId: string;
    readonly draft: PostDraft;
    readonly locale: string;
    readonly clientAddress: string;
  },
): Promise<Result<WrittenAnswer, StrideError>> {
  if (input.caller.consumerType === 'GUEST' && !input.caller.agent) return err(strideError('AUT432', 'Sign in to answer a question.'));
  const [productId, question] = await Promise.all([deps.reviews.productIdOf(input.pathId), deps.questions.findQuestion(input.questionId)]);
  if (productId === null || question === null || question.productId !== productId || question.status !== 'published')
    return err(reviewError(QUESTION_NOT_FOUND));
  const flaws = postDraftFlaws('answer', input.draft);
  if (flaws.length > 0) return err(postDraftRefusal('answer', flaws));
  const refused = await spendAttempt(deps, [reviewsPerClient(input.clientAddress)]);
  if (refused !== undefined) return err(refused);
  const id = deps.newPostId('an');
  const fromStaff = input.caller.agent;
  const status: PostStatus = fromStaff ? 'published' : 'pending';
  await deps.questions.insertAnswer({
    id,
    questionId: question.id,
    productId,
    consumerNo: fromStaff ? null : input.caller.consumerNo,
    ...tidyPostDraft(input.draft),
    locale: input.locale,
    fromStaff,
    status,
    createdAt: deps.now(),
  });
  return ok({ answerId: id, questionId: question.id, status, fromStaff });
}
