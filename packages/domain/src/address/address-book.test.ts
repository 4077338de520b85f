import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Address, AddressApproachType } from './address.js';
import { addAddressToBook, isSameAddress, mainAddressOf, markMainAddress, removeAddressFromBook } from './address-book.js';

const addr = (id: string, approachType: AddressApproachType, main?: boolean): Address =>
  main === undefined ? { id, approachType } : { id, approachType, main };
const mains = (book: readonly Address[]) => book.filter((a) => a.main).map((a) => a.id);

describe('address book (account section 4)', () => {
  it('makes the first address of a type main automatically', () => {
    let book = addAddressToBook([], addr('s1', 'S'));
    book = addAddressToBook(book, addr('s2', 'S'));
    book = addAddressToBook(book, addr('b1', 'B'));
    expect(mains(book)).toEqual(['s1', 'b1']);
  });

  it('marking an address main unmarks the previous main of that type only', () => {
    const book = [addr('s1', 'S', true), addr('s2', 'S', false), addr('b1', 'B', true)];
    const next = markMainAddress(book, 's2')._unsafeUnwrap();
    expect(mains(next)).toEqual(['s2', 'b1']);
    expect(mainAddressOf(next, 'S')?.id).toBe('s2');
  });

  it('an address added as main takes over; an unknown id is CCA401', () => {
    const book = addAddressToBook([addr('s1', 'S', true)], addr('s2', 'S', true));
    expect(mains(book)).toEqual(['s2']);
    expect(markMainAddress(book, 'nope')._unsafeUnwrapErr().code).toBe('CCA401');
  });

  it('knows the same address (CCA400) by its fields, whatever the case, spacing, id or main flag', () => {
    const elm: Address = {
      id: 'a1',
      approachType: 'S',
      firstName: 'Rae',
      lastName: 'Moss',
      addressLine1: '12 Elm Street',
      city: 'Portland',
      postalCode: '97205',
    };
    expect(isSameAddress(elm, { ...elm, id: 'a2', main: true, addressLine1: ' 12  elm STREET ', addressLine2: '' })).toBe(true);
    expect(isSameAddress(elm, { ...elm, approachType: 'B' })).toBe(false);
    expect(isSameAddress(elm, { ...elm, addressLine2: 'Apt 4' })).toBe(false);
    expect(isSameAddress(elm, { ...elm, lastName: 'Mossman' })).toBe(false);
  });

  it('accepts addressId as the identifier', () => {
    const book: Address[] = [
      { addressId: 'x', approachType: 'B', main: true },
      { addressId: 'y', approachType: 'B' },
    ];
    expect(
      markMainAddress(book, 'y')
        ._unsafeUnwrap()
        .map((a) => a.main),
    ).toEqual([false, true]);
  });

  it('removing the main address promotes the next one of its type', () => {
    const book = [addr('s1', 'S', true), addr('b1', 'B', true), addr('s2', 'S', false)];
    expect(mains(removeAddressFromBook(book, 's1'))).toEqual(['b1', 's2']);
    expect(mains(removeAddressFromBook(book, 's2'))).toEqual(['s1', 'b1']);
  });

  const opArb = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), type: fc.constantFrom<AddressApproachType>('S', 'B'), main: fc.boolean() }),
    fc.record({ kind: fc.constant('mark' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  );

  it('law: after any sequence of changes each type with addresses has exactly one main', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 30 }), (ops) => {
        let book: Address[] = [];
        ops.forEach((op, n) => {
          const target = op.kind === 'add' ? undefined : book[op.pick % Math.max(book.length, 1)]?.id;
          if (op.kind === 'add') book = addAddressToBook(book, addr(`a${n}`, op.type, op.main));
          else if (op.kind === 'mark' && target) book = markMainAddress(book, target)._unsafeUnwrap();
          else if (op.kind === 'remove' && target) book = removeAddressFromBook(book, target);
        });
        for (const type of ['S', 'B'] as const) {
          const ofType = book.filter((a) => a.approachType === type);
          expect(ofType.filter((a) => a.main).length).toBe(ofType.length > 0 ? 1 : 0);
        }
      }),
    );
  });
});
