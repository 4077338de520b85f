import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameCard, mainCardAfter, maskGiftCardNumber, type MainFlagged, type SavedCardChange } from './main-card.js';

const book = (...ids: string[]): MainFlagged[] => ids.map((id, index) => ({ id, isMain: index === 0 }));

describe('the main saved card', () => {
  it('is the first card saved, and stays when another is saved without the main flag', () => {
    expect(mainCardAfter([], { kind: 'add', id: 'a' })).toBe('a');
    expect(mainCardAfter(book('a'), { kind: 'add', id: 'b' })).toBe('a');
    expect(mainCardAfter(book('a'), { kind: 'add', id: 'b', main: true })).toBe('b');
  });

  it('moves when another is marked main, and is none when the main one is unmarked', () => {
    expect(mainCardAfter(book('a', 'b'), { kind: 'mark', id: 'b', main: true })).toBe('b');
    expect(mainCardAfter(book('a', 'b'), { kind: 'mark', id: 'a', main: false })).toBeNull();
    expect(mainCardAfter(book('a', 'b'), { kind: 'mark', id: 'b', main: false })).toBe('a');
  });

  it('hands over to the oldest card left when the main one is removed', () => {
    expect(mainCardAfter(book('a', 'b', 'c'), { kind: 'remove', id: 'a' })).toBe('b');
    expect(mainCardAfter(book('a', 'b', 'c'), { kind: 'remove', id: 'c' })).toBe('a');
    expect(mainCardAfter(book('a'), { kind: 'remove', id: 'a' })).toBeNull();
  });

  it('is always one card of the book after the change, or none', () => {
    const ids = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 5 });
    const change: fc.Arbitrary<SavedCardChange> = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), id: fc.constant('new'), main: fc.boolean() }),
      fc.record({ kind: fc.constant('mark' as const), id: fc.constantFrom('a', 'b', 'c'), main: fc.boolean() }),
      fc.record({ kind: fc.constant('remove' as const), id: fc.constantFrom('a', 'b', 'c') }),
    );
    fc.assert(
      fc.property(ids, change, (list, next) => {
        const cards = book(...list);
        const after = next.kind === 'add' ? [...list, next.id] : next.kind === 'remove' ? list.filter((id) => id !== next.id) : list;
        const main = mainCardAfter(cards, next);
        {
          expect(main === null || after.includes(main)).toBe(true);
        }
        {
          expect(main === null && after.length > 0 && next.kind !== 'mark').toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('saved card identity and gift card masking', () => {
  it('knows a card by brand, last four and expiry', () => {
    const card = { brand: 'visa', last4: '1111', expiryMonth: 3, expiryYear: 2030 };
    expect(isSameCard(card, { ...card, brand: 'VISA' })).toBe(true);
    expect(isSameCard(card, { ...card, expiryYear: 2031 })).toBe(false);
  });

  it('masks every digit of a gift card but the last four', () => {
    expect(maskGiftCardNumber('7777000000000001')).toBe('************0001');
  });
});
