import type { StrideError } from '@stride/domain/errors';
import { ANSWER_NOT_FOUND, reviewError } from '@stride/domain/reviews';
import { reviewVotesPerClient } from '@stride/domain/security';
import { err, ok, type Result } from 'neverthrow';
import { spendAttempt } from '../identity/spend-attempt.js';
import type { QuestionsCaller, QuestionsDeps } from './questions-deps.js';

/** A helpful vote on an answer: whether this call counted and the answer's count after it. */
export interface AnswerVote {
  readonly answerId: string;
  readonly helpfulCount: number;
  readonly counted: boolean;
}

/**
 * A shopper, signed in or guest, finds an answer helpful (`POST .../review/{answerId}/questions/vote`): counted once
 * per caller, a repeat answers the same count with `counted: false`. An answer that is not published, unknown or of
 * another product is ANS404; each client votes a bounded number of times an hour with its review votes (API429).
 */
export async function voteAnswerHelpful(
  deps: Pick<QuestionsDeps, 'questions' | 'reviews' | 'throttle' | 'now'>,
  input: { readonly caller: QuestionsCaller; readonly pathId: string; readonly answerId: string; readonly clientAddress: string },
): Promise<Result<AnswerVote, StrideError>> {
  const [productId, answer] = await Promise.all([deps.reviews.productIdOf(input.pathId), deps.questions.findAnswer(input.answerId)]);
  if (productId === null || answer === null || answer.productId !== productId || answer.status !== 'published') return err(reviewError(ANSWER_NOT_FOUND));
  const refused = await spendAttempt(deps, [reviewVotesPerClient(input.clientAddress)]);
  if (refused !== undefined) return err(refused);
  const vote = await deps.questions.addAnswerVote(input.answerId, input.caller.consumerNo, deps.now());
  return ok({ answerId: input.answerId, ...vote });
}
