import { RATING_MAX, RATING_MIN, REVIEW_LIMITS } from './review.js';

/** A review as a shopper writes it, before the store checks it. */
export interface ReviewDraft {
  readonly rating: number;
  readonly title: string;
  readonly text: string;
  readonly nickname: string;
}

/** A field of a draft and what is wrong with it. */
export type ReviewDraftFlaw =
  | { readonly field: 'rating'; readonly reason: 'required' }
  | { readonly field: 'title' | 'text' | 'nickname'; readonly reason: 'required' | 'tooShort' | 'tooLong'; readonly max?: number; readonly min?: number };

/** The spec's code for a review beyond its maximum length. */
export const REVIEW_TOO_LONG = 'REV410';

type TextField = 'title' | 'text' | 'nickname';
const BOUNDS: Readonly<Record<TextField, { readonly min: number; readonly max: number }>> = {
  title: { min: 1, max: REVIEW_LIMITS.titleMax },
  text: { min: REVIEW_LIMITS.textMin, max: REVIEW_LIMITS.textMax },
  nickname: { min: REVIEW_LIMITS.nicknameMin, max: REVIEW_LIMITS.nicknameMax },
};

/**
 * What is wrong with a draft, field by field, in form order: a rating of 1 to 5 whole stars, a title, a text of at
 * least 10 and at most 2,000 characters and a nickname of 2 to 40, each trimmed. The server refuses a draft with any
 * flaw (REV410 when one is too long) and the web's form shows the same flaws before sending.
 * @example reviewDraftFlaws({ rating: 5, title: 'Great', text: 'x'.repeat(2001), nickname: 'Sam' }) // [{ field: 'text', reason: 'tooLong', max: 2000 }]
 */
export function reviewDraftFlaws(draft: ReviewDraft): ReviewDraftFlaw[] {
  const flaws: ReviewDraftFlaw[] = [];
  if (!Number.isInteger(draft.rating) || draft.rating < RATING_MIN || draft.rating > RATING_MAX) flaws.push({ field: 'rating', reason: 'required' });
  for (const field of ['title', 'text', 'nickname'] as const) {
    const { min, max } = BOUNDS[field];
    const length = [...draft[field].trim()].length;
    if (length === 0) flaws.push({ field, reason: 'required' });
    else if (length < min) flaws.push({ field, reason: 'tooShort', min });
    else if (length > max) flaws.push({ field, reason: 'tooLong', max });
  }
  return flaws;
}

/**
 * The draft as the store keeps it: the texts trimmed.
 * @example tidyReviewDraft({ rating: 4, title: ' Comfy ', text: ' Light and soft. ', nickname: ' Sam ' }).title // 'Comfy'
 */
export function tidyReviewDraft(draft: ReviewDraft): ReviewDraft {
  return { rating: draft.rating, title: draft.title.trim(), text: draft.text.trim(), nickname: draft.nickname.trim() };
}
