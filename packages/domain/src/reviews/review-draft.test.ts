import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from './review.js';
import { reviewDraftFlaws, tidyReviewDraft } from './review-draft.js';

const good = { rating: 4, title: 'Light and quick', text: 'Comfortable from the first run, true to size.', nickname: 'Sam R.' };

describe('review drafts', () => {
  it('accepts a draft with stars, a title, a text and a nickname within their bounds', () => {
    expect(reviewDraftFlaws(good)).toEqual([]);
    expect(reviewDraftFlaws({ ...good, text: 'é'.repeat(REVIEW_LIMITS.textMax) })).toEqual([]);
  });

  it('names every flaw in form order: stars, then title, text and nickname', () => {
    expect(reviewDraftFlaws({ rating: 0, title: ' ', text: 'short', nickname: 'x'.repeat(41) })).toEqual([
      { field: 'rating', reason: 'required' },
      { field: 'title', reason: 'required' },
      { field: 'text', reason: 'tooShort', min: REVIEW_LIMITS.textMin },
      { field: 'nickname', reason: 'tooLong', max: REVIEW_LIMITS.nicknameMax },
    ]);
  });

  it('a text one character beyond the maximum is too long, counted in characters after trimming', () => {
    expect(reviewDraftFlaws({ ...good, text: `  ${'a'.repeat(REVIEW_LIMITS.textMax)}  ` })).toEqual([]);
    expect(reviewDraftFlaws({ ...good, text: '😀'.repeat(REVIEW_LIMITS.textMax + 1) })).toEqual([
      { field: 'text', reason: 'tooLong', max: REVIEW_LIMITS.textMax },
    ]);
  });

  it('a rating is whole stars from 1 to 5', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (rating) => {
        const flawed = reviewDraftFlaws({ ...good, rating }).some((flaw) => flaw.field === 'rating');
        expect(flawed).toBe(!(Number.isInteger(rating) && rating >= 1 && rating <= 5));
      }),
    );
  });

  it('tidying a draft trims its texts and changes no flaw', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.string({ maxLength: 2100 }), fc.string({ maxLength: 50 }), (title, text, nickname) => {
        const draft = { rating: 3, title, text, nickname };
        expect(reviewDraftFlaws(tidyReviewDraft(draft))).toEqual(reviewDraftFlaws(draft));
      }),
    );
  });
});
