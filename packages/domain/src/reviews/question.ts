/**
 * Where a question or an answer stands: shoppers' wait for support staff (`pending`), then are shown (`published`) or
 * never shown (`rejected`); an answer from staff is published at once.
 */
export type PostStatus = 'pending' | 'published' | 'rejected';

/** A shopper's question about a product, as the store keeps it. */
export interface Question {
  readonly id: string;
  /** The product (style) asked about: `products.id`. */
  readonly productId: string;
  /** Who asked; null for the questions the store holds without an account (the demo data's). */
  readonly consumerNo: string | null;
  readonly text: string;
  /** The name the asker chose to show. */
  readonly nickname: string;
  /** The site it was asked on (`en-US`, `fr-CA`). */
  readonly locale: string;
  readonly status: PostStatus;
  readonly createdAt: Date;
}

/** An answer to a question: a shopper's, or support staff's (shown as the store's). */
export interface Answer {
  readonly id: string;
  readonly questionId: string;
  readonly productId: string;
  readonly consumerNo: string | null;
  readonly text: string;
  readonly nickname: string;
  readonly locale: string;
  /** Written by support staff (an agent's token): published at once and marked as the store's answer. */
  readonly fromStaff: boolean;
  readonly status: PostStatus;
  readonly createdAt: Date;
  /** How many shoppers found it helpful. */
  readonly helpfulCount: number;
}

/**
 * Bounds of a question, an answer and of one read. The spec names none: Stride chose them (docs/decisions.md,
 * "Questions and answers"); a text beyond its maximum is REV410 like a review's.
 */
export const QUESTION_LIMITS = {
  questionMin: 10,
  questionMax: 500,
  answerMin: 2,
  answerMax: 2000,
  nicknameMin: 2,
  nicknameMax: 40,
  /** Questions one page answers when the caller names no limit, and the most it may ask for. */
  pageSizeDefault: 5,
  pageSizeMax: 20,
  /** The furthest offset a list may start at. */
  offsetMax: 10_000,
  /** The most answers shown under one question in a list (staff first, then most helpful). */
  answersShownMax: 20,
} as const;

/** A question's id: `qn-` and lower-case letters, digits or dashes. */
export const QUESTION_ID_PATTERN = /^qn-[a-z0-9-]{4,40}$/;
/** An answer's id: `an-` and lower-case letters, digits or dashes. */
export const ANSWER_ID_PATTERN = /^an-[a-z0-9-]{4,40}$/;
