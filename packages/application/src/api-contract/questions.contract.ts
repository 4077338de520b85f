import { z } from 'zod';
import { ANSWER_ID_PATTERN, QUESTION_ID_PATTERN, QUESTION_LIMITS } from '@stride/domain/reviews';
import { localeQuerySchema, productIdParamsSchema } from './catalogue.contract.js';

// Wire schemas of questions and answers about a product (account-and-catalogue section 7, Products). Texts past their
// own bounds are still read, up to a hard cap, so that a too long one is answered REV410 rather than ATTR300.

const HARD_TEXT_CAP = QUESTION_LIMITS.answerMax * 5;
const HARD_NICKNAME_CAP = QUESTION_LIMITS.nicknameMax * 5;

const questionId = z.string().regex(QUESTION_ID_PATTERN, 'a question id: qn- and lower-case letters, digits or dashes');
const answerId = z.string().regex(ANSWER_ID_PATTERN, 'an answer id: an- and lower-case letters, digits or dashes');
const count = z.number().int().nonnegative();
const status = z.enum(['pending', 'published', 'rejected']);

/** `GET .../reviews/questions` query: the site and one page (offset, limit). */
export const productQuestionsQuerySchema = localeQuerySchema.extend({
  offset: z.coerce.number().int().min(0).max(QUESTION_LIMITS.offsetMax).default(0),
  limit: z.coerce.number().int().min(1).max(QUESTION_LIMITS.pageSizeMax).default(QUESTION_LIMITS.pageSizeDefault),
});

/** Params of an answer to a question of a product. */
export const questionParamsSchema = productIdParamsSchema.extend({ questionId });
/** Params of the answer vote: the spec's path names the answer `{answerId}`. */
export const answerVoteParamsSchema = productIdParamsSchema.extend({ answerId });
/** Params of the moderation of a question or an answer. */
export const moderatedPostParamsSchema = z.object({ postId: z.union([questionId, answerId]) });

/** An answer as shoppers read it. */
export const publicAnswerSchema = z.object({
  answerId: z.string(),
  questionId: z.string(),
  text: z.string(),
  nickname: z.string(),
  locale: z.string(),
  /** Written by Stride's staff. */
  fromStaff: z.boolean(),
  helpfulCount: count,
  createdAt: z.string(),
});

/** A question as shoppers read it, with its published answers (staff first, then the most helpful). */
export const publicQuestionSchema = z.object({
  questionId: z.string(),
  productId: z.string(),
  text: z.string(),
  nickname: z.string(),
  locale: z.string(),
  createdAt: z.string(),
  /** All its published answers, of which `answers` holds the first few. */
  answersCount: count,
  answers: z.array(publicAnswerSchema),
});

/** One page of a product's published questions. */
export const productQuestionsAnswerSchema = z.object({
  productId: z.string(),
  total: count,
  offset: count,
  limit: count,
  questions: z.array(publicQuestionSchema),
});

/** Body of asking a question or answering one: the text and the name to show. */
export const postDraftBodySchema = z.object({ text: z.string().max(HARD_TEXT_CAP), nickname: z.string().max(HARD_NICKNAME_CAP) });

/** A question asked: its id and status (a shopper's waits for support staff). */
export const askQuestionAnswerSchema = z.object({ questionId: z.string(), productId: z.string(), status });
/** An answer written: its id and status (a shopper's waits for support staff, staff's is published). */
export const writeAnswerAnswerSchema = z.object({ answerId: z.string(), questionId: z.string(), status, fromStaff: z.boolean() });

/** A helpful vote on an answer: the count after it, and whether this call counted. */
export const answerVoteAnswerSchema = z.object({ answerId: z.string(), helpfulCount: count, counted: z.boolean() });

/** A question or an answer as support staff see it. */
export const moderatedPostSchema = z.object({
  kind: z.enum(['question', 'answer']),
  postId: z.string(),
  productId: z.string(),
  /** The question an answer answers; null for a question. */
  questionId: z.string().nullable(),
  text: z.string(),
  nickname: z.string(),
  locale: z.string(),
  consumerNo: z.string().nullable(),
  fromStaff: z.boolean(),
  status,
  createdAt: z.string(),
});

/** Query of the questions' moderation list: which status, how many. */
export const questionModerationQuerySchema = z.object({
  status: status.default('pending'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const questionModerationListAnswerSchema = z.object({ posts: z.array(moderatedPostSchema) });

/** Body of a moderation decision on a question or an answer. */
export const moderatePostBodySchema = z.object({ status: z.enum(['published', 'rejected']) });
export const moderatePostAnswerSchema = z.object({ post: moderatedPostSchema });

export type ProductQuestionsAnswer = z.infer<typeof productQuestionsAnswerSchema>;
export type PublicQuestionAnswer = z.infer<typeof publicQuestionSchema>;
export type PublicAnswerAnswer = z.infer<typeof publicAnswerSchema>;
export type ModeratedPostAnswer = z.infer<typeof moderatedPostSchema>;
