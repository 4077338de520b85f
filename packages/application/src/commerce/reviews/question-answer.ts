import type { Answer, ModeratedPost, Question } from '@stride/domain/reviews';

/** An answer as shoppers read it: no account number. */
export function publicAnswer(answer: Answer) {
  return {
    answerId: answer.id,
    questionId: answer.questionId,
    text: answer.text,
    nickname: answer.nickname,
    locale: answer.locale,
    fromStaff: answer.fromStaff,
    helpfulCount: answer.helpfulCount,
    createdAt: answer.createdAt.toISOString(),
  };
}

/** A question as shoppers read it, with the answers the list holds and how many there are in all. */
export function publicQuestion(question: Question & { readonly answers: readonly Answer[]; readonly answersCount: number }) {
  return {
    questionId: question.id,
    productId: question.productId,
    text: question.text,
    nickname: question.nickname,
    locale: question.locale,
    createdAt: question.createdAt.toISOString(),
    answersCount: question.answersCount,
    answers: question.answers.map(publicAnswer),
  };
}

/** A question or an answer as support staff read it to moderate: who wrote it and its status too. */
export function moderatedPost(post: ModeratedPost) {
  return {
    kind: post.kind,
    postId: post.id,
    productId: post.productId,
    questionId: post.kind === 'answer' ? post.questionId : null,
    text: post.text,
    nickname: post.nickname,
    locale: post.locale,
    consumerNo: post.consumerNo,
    fromStaff: post.kind === 'answer' && post.fromStaff,
    status: post.status,
    createdAt: post.createdAt.toISOString(),
  };
}

export type PublicQuestion = ReturnType<typeof publicQuestion>;
export type ModeratedPostView = ReturnType<typeof moderatedPost>;
