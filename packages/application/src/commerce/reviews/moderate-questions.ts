import type { StrideError } from '@stride/domain/errors';
import { ANSWER_NOT_FOUND, QUESTION_NOT_FOUND, reviewError, type PostStatus } from '@stride/domain/reviews';
import { err, ok, type Result } from 'neverthrow';
import { moderatedPost, type ModeratedPostView } from './question-answer.js';
import type { QuestionsDeps } from './questions-deps.js';

/** Support staff: the questions and answers in a status (pending by default), the longest waiting first. */
export async function listQuestionsForModeration(
  deps: Pick<QuestionsDeps, 'questions'>,
  query: { readonly status: PostStatus; readonly limit: number },
): Promise<ModeratedPostView[]> {
  return (await deps.questions.listForModeration(query)).map(moderatedPost);
}

/** Support staff publish or reject a question or an answer; an unknown one is QUE404 or ANS404 by its id. */
export async function moderateQuestion(
  deps: Pick<QuestionsDeps, 'questions' | 'now'>,
  input: { readonly postId: string; readonly status: 'published' | 'rejected'; readonly agent: string },
): Promise<Result<ModeratedPostView, StrideError>> {
  const moderated = await deps.questions.moderate(input.postId, { status: input.status, by: input.agent, at: deps.now() });
  if (moderated === null) return err(reviewError(input.postId.startsWith('an-') ? ANSWER_NOT_FOUND : QUESTION_NOT_FOUND));
  return ok(moderatedPost(moderated));
}
