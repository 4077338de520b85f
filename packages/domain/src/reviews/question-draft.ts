import { QUESTION_LIMITS } from './question.js';

/** A question or an answer as a shopper writes it, before the store checks it. */
export interface PostDraft {
  readonly text: string;
  readonly nickname: string;
}

/** A field of a question or answer draft and what is wrong with it. */
export interface PostDraftFlaw {
  readonly field: 'text' | 'nickname';
  readonly reason: 'required' | 'tooShort' | 'tooLong';
  readonly min?: number;
  readonly max?: number;
}

/** What a draft is: a question, or an answer to one (their texts have different bounds). */
export type PostKind = 'question' | 'answer';

const TEXT_BOUNDS: Readonly<Record<PostKind, { readonly min: number; readonly max: number }>> = {
  question: { min: QUESTION_LIMITS.questionMin, max: QUESTION_LIMITS.questionMax },
  answer: { min: QUESTION_LIMITS.answerMin, max: QUESTION_LIMITS.answerMax },
};
const NICKNAME_BOUNDS = { min: QUESTION_LIMITS.nicknameMin, max: QUESTION_LIMITS.nicknameMax };

/**
 * What is wrong with a question or an answer, field by field: a text of 10 to 500 characters for a question or 2 to
 * 2,000 for an answer, and a nickname of 2 to 40, each trimmed and counted in characters. The server refuses a draft
 * with any flaw (REV410 when one is too long) and the web's form shows the same flaws before sending.
 * @example postDraftFlaws('question', { text: 'Wide fit?', nickname: 'Sam' }) // [{ field: 'text', reason: 'tooShort', min: 10 }]
 */
export function postDraftFlaws(kind: PostKind, draft: PostDraft): PostDraftFlaw[] {
  const flaws: PostDraftFlaw[] = [];
  for (const [field, { min, max }] of [
    ['text', TEXT_BOUNDS[kind]],
    ['nickname', NICKNAME_BOUNDS],
  ] as const) {
    const length = [...draft[field].trim()].length;
    if (length === 0) flaws.push({ field, reason: 'required' });
    else if (length < min) flaws.push({ field, reason: 'tooShort', min });
    else if (length > max) flaws.push({ field, reason: 'tooLong', max });
  }
  return flaws;
}

/**
 * The draft as the store keeps it: both texts trimmed.
 * @example tidyPostDraft({ text: ' Does it run small? ', nickname: ' Sam ' }).nickname // 'Sam'
 */
export function tidyPostDraft(draft: PostDraft): PostDraft {
  return { text: draft.text.trim(), nickname: draft.nickname.trim() };
}
