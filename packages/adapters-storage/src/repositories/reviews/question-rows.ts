import type { Answer, PostStatus, Question } from '@stride/domain/reviews';

/** A `review_questions` row as the queries below select it. */
export type QuestionRow = {
  id: string;
  product_id: string;
  consumer_no: string | null;
  text: string;
  nickname: string;
  locale: string;
  status: PostStatus;
  created_at: Date | string;
};

/** A `review_answers` row joined to its question's product. */
export type AnswerRow = QuestionRow & { question_id: string; from_staff: boolean; helpful_count: number };

/** The columns of a question, for `FROM review_questions q`. */
export const QUESTION_COLUMNS = 'q.id, q.product_id, q.consumer_no, q.text, q.nickname, q.locale, q.status, q.created_at';
/** The columns of an answer and its product, for `FROM review_answers a JOIN review_questions q ON q.id = a.question_id`. */
export const ANSWER_COLUMNS =
  'a.id, a.question_id, q.product_id, a.consumer_no, a.text, a.nickname, a.locale, a.from_staff, a.status, a.helpful_count, a.created_at';

/** A question from its row. */
export function questionOf(row: QuestionRow): Question {
  return {
    id: row.id,
    productId: row.product_id,
    consumerNo: row.consumer_no,
    text: row.text,
    nickname: row.nickname,
    locale: row.locale,
    status: row.status,
    createdAt: new Date(row.created_at),
  };
}

/** An answer from its row. */
export function answerOf(row: AnswerRow): Answer {
  return { ...questionOf(row), questionId: row.question_id, fromStaff: row.from_staff, helpfulCount: Number(row.helpful_count) };
}
