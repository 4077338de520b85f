import type { Answer, PostStatus, Question } from '../question.js';

/** One page of a product's published questions, each with its published answers, and how many questions there are. */
export interface QuestionPage {
  readonly questions: readonly (Question & { readonly answers: readonly Answer[]; readonly answersCount: number })[];
  readonly total: number;
}

/** A question or an answer as support staff see it to moderate. */
export type ModeratedPost = ({ readonly kind: 'question' } & Question) | ({ readonly kind: 'answer' } & Answer);

/**
 * Questions and answers about products with their helpful votes. Only published ones reach shoppers; shoppers' posts
 * wait for support staff.
 */
export interface QuestionRepository {
  /** A page of a product's published questions, newest first, each with up to `answersShown` published answers. */
  list(query: { readonly productId: string; readonly offset: number; readonly limit: number; readonly answersShown: number }): Promise<QuestionPage>;
  /** A question in any status, or null. */
  findQuestion(questionId: string): Promise<Question | null>;
  /** An answer in any status, or null. */
  findAnswer(answerId: string): Promise<Answer | null>;
  insertQuestion(question: Question): Promise<void>;
  insertAnswer(answer: Omit<Answer, 'helpfulCount'>): Promise<void>;
  /** Counts a voter's helpful vote on an answer once; whether this call counted and the answer's count after it. */
  addAnswerVote(answerId: string, voterNo: string, at: Date): Promise<{ readonly counted: boolean; readonly helpfulCount: number }>;
  /** Questions and answers in a status, oldest first (the longest waiting). */
  listForModeration(query: { readonly status: PostStatus; readonly limit: number }): Promise<ModeratedPost[]>;
  /** Support staff publish or reject a question or an answer (by its id's prefix); null for an unknown one. */
  moderate(postId: string, decision: { readonly status: 'published' | 'rejected'; readonly by: string; readonly at: Date }): Promise<ModeratedPost | null>;
}
