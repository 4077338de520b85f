import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTION_LIMITS } from './question.js';
import { postDraftFlaws, tidyPostDraft } from './question-draft.js';

describe('postDraftFlaws', () => {
  it('accepts a question and an answer within their bounds', () => {
    expect(postDraftFlaws('question', { text: 'Does it run small?', nickname: 'Sam' })).toEqual([]);
    expect(postDraftFlaws('answer', { text: 'No', nickname: 'Jo' })).toEqual([]);
  });

  it('names each field that is empty, too short or too long, with its bound', () => {
    expect(postDraftFlaws('question', { text: 'Wide fit?', nickname: ' ' })).toEqual([
      { field: 'text', reason: 'tooShort', min: 10 },
      { field: 'nickname', reason: 'required' },
    ]);
    expect(postDraftFlaws('answer', { text: 'x'.repeat(QUESTION_LIMITS.answerMax + 1), nickname: 'S' })).toEqual([
      { field: 'text', reason: 'tooLong', max: 2000 },
      { field: 'nickname', reason: 'tooShort', min: 2 },
    ]);
  });

  it('a question is flawless exactly when its trimmed text has 10 to 500 characters (nickname fine)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => {
        const length = [...text.trim()].length;
        const fine = length >= QUESTION_LIMITS.questionMin && length <= QUESTION_LIMITS.questionMax;
        expect(postDraftFlaws('question', { text, nickname: 'Sam' }).length === 0).toBe(fine);
      }),
      { numRuns: 200 },
    );
  });

  it('tidying a draft trims both texts and tidying twice changes nothing more', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), fc.string({ maxLength: 50 }), (text, nickname) => {
        const once = tidyPostDraft({ text, nickname });
        expect(tidyPostDraft(once)).toEqual(once);
        expect(once.text).toBe(text.trim());
      }),
      { numRuns: 100 },
    );
  });
});
