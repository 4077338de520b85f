import type { Answer, ModeratedPost, PostStatus, Question, QuestionPage, QuestionRepository } from '@stride/domain/reviews';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { ANSWER_COLUMNS, answerOf, QUESTION_COLUMNS, questionOf, type AnswerRow, type QuestionRow } from './question-rows.js';

const ANSWERS_FROM = 'review_answers a JOIN review_questions q ON q.id = a.question_id';

/** Questions, answers and the answers' helpful votes in PostgreSQL (migration 0025). */
export class PgQuestionRepository implements QuestionRepository {
  constructor(private readonly sql: SqlClient) {}

  async list(query: { productId: string; offset: number; limit: number; answersShown: number }): Promise<QuestionPage> {
    const [rows, [count]] = await Promise.all([
      this.sql.query<QuestionRow>(
        `SELECT ${QUESTION_COLUMNS} FROM review_questions q WHERE q.product_id = $1 AND q.status = 'published'
         ORDER BY q.created_at DESC, q.id LIMIT $2 OFFSET $3`,
        [query.productId, query.limit, query.offset],
      ),
      this.sql.query<{ n: number | string }>("SELECT count(*) AS n FROM review_questions WHERE product_id = $1 AND status = 'published'", [query.productId]),
    ]);
    const ids = rows.map((row) => row.id);
    // Staff answers first, then the most helpful, then the oldest; numbered per question so each shows a bounded few.
    const answers =
      ids.length === 0
        ? []
        : await this.sql.query<AnswerRow & { n: number | string; total: number | string }>(
            `SELECT * FROM (
               SELECT ${ANSWER_COLUMNS},
                 row_number() OVER (PARTITION BY a.question_id ORDER BY a.from_staff DESC, a.helpful_count DESC, a.created_at, a.id) AS n,
                 count(*) OVER (PARTITION BY a.question_id) AS total
               FROM ${ANSWERS_FROM} WHERE a.question_id = ANY($1::text[]) AND a.status = 'published'
             ) ranked WHERE n <= $2 ORDER BY n`,
            [ids, query.answersShown],
          );
    return {
      total: Number(count?.n ?? 0),
      questions: rows.map((row) => {
        const own = answers.filter((answer) => answer.question_id === row.id);
        return { ...questionOf(row), answers: own.map(answerOf), answersCount: Number(own[0]?.total ?? 0) };
      }),
    };
  }

  async findQuestion(questionId: string): Promise<Question | null> {
    const [row] = await this.sql.query<QuestionRow>(`SELECT ${QUESTION_COLUMNS} FROM review_questions q WHERE q.id = $1`, [questionId]);
    return row === undefined ? null : questionOf(row);
  }

  async findAnswer(answerId: string): Promise<Answer | null> {
    const [row] = await this.sql.query<AnswerRow>(`SELECT ${ANSWER_COLUMNS} FROM ${ANSWERS_FROM} WHERE a.id = $1`, [answerId]);
    return row === undefined ? null : answerOf(row);
  }

  async insertQuestion(question: Question): Promise<void> {
    await this.sql.query(
      `INSERT INTO review_questions (id, product_id, consumer_no, text, nickname, locale, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [question.id, question.productId, question.consumerNo, question.text, question.nickname, question.locale, question.status, question.createdAt],
    );
  }

  async insertAnswer(answer: Omit<Answer, 'helpfulCount'>): Promise<void> {
    await this.sql.query(
      `INSERT INTO review_answers (id, question_id, consumer_no, text, nickname, locale, from_staff, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [answer.id, answer.questionId, answer.consumerNo, answer.text, answer.nickname, answer.locale, answer.fromStaff, answer.status, answer.createdAt],
    );
  }

  async addAnswerVote(answerId: string, voterNo: string, at: Date): Promise<{ counted: boolean; helpfulCount: number }> {
    const [row] = await this.sql.query<{ helpful_count: number; counted: number }>(
      `WITH added AS (
         INSERT INTO review_answer_votes (answer_id, voter_no, voted_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1
       )
       UPDATE review_answers SET helpful_count = helpful_count + (SELECT count(*) FROM added) WHERE id = $1
       RETURNING helpful_count, (SELECT count(*) FROM added) AS counted`,
      [answerId, voterNo, at],
    );
    if (row === undefined) throw new Error(`no answer ${answerId} to vote for`);
    return { counted: Number(row.counted) > 0, helpfulCount: Number(row.helpful_count) };
  }

  async listForModeration(query: { status: PostStatus; limit: number }): Promise<ModeratedPost[]> {
    const [questions, answers] = await Promise.all([
      this.sql.query<QuestionRow>(`SELECT ${QUESTION_COLUMNS} FROM review_questions q WHERE q.status = $1 ORDER BY q.created_at, q.id LIMIT $2`, [
        query.status,
        query.limit,
      ]),
      this.sql.query<AnswerRow>(`SELECT ${ANSWER_COLUMNS} FROM ${ANSWERS_FROM} WHERE a.status = $1 ORDER BY a.created_at, a.id LIMIT $2`, [
        query.status,
        query.limit,
      ]),
    ]);
    const posts: ModeratedPost[] = [
      ...questions.map((row) => ({ kind: 'question' as const, ...questionOf(row) })),
      ...answers.map((row) => ({ kind: 'answer' as const, ...answerOf(row) })),
    ];
    return posts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id)).slice(0, query.limit);
  }

  async moderate(postId: string, decision: { status: 'published' | 'rejected'; by: string; at: Date }): Promise<ModeratedPost | null> {
    const table = postId.startsWith('qn-') ? 'review_questions' : postId.startsWith('an-') ? 'review_answers' : null;
    if (table === null) return null;
    const moved = await this.sql.query(`UPDATE ${table} SET status = $2, moderated_by = $3, moderated_at = $4 WHERE id = $1 RETURNING id`, [
      postId,
      decision.status,
      decision.by,
      decision.at,
    ]);
    if (moved.length === 0) return null;
    if (table === 'review_questions') {
      const question = await this.findQuestion(postId);
      return question === null ? null : { kind: 'question', ...question };
    }
    const answer = await this.findAnswer(postId);
    return answer === null ? null : { kind: 'answer', ...answer };
  }
}
