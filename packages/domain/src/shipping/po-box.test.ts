import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressHasPoBox, isPoBoxLine } from './po-box.js';

describe('isPoBoxLine', () => {
  it.each([
    'P.O. Box 12',
    'PO Box 12',
    'p o box 7',
    'POBox 3',
    'Post Office Box 55',
    'POB 12',
    'P.O.B. 9',
    'Postal Box 4',
    'Boîte postale 8',
    'Suite 4, PO BOX 1',
  ])('refuses %s', (line) => expect(isPoBoxLine(line)).toBe(true));

  it.each(['12 Polk Street', '512 Broadway', 'RR 2 Box 12', '1 Boxwood Lane', 'Apt 4 Hipo Box Hill', '10 Post Road'])('accepts %s', (line) => {
    expect(isPoBoxLine(line)).toBe(false);
  });

  it('a PO box anywhere in an address refuses the whole address, whatever the other lines say', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.integer({ min: 1, max: 99999 }),
        fc.constantFrom('addressLine1', 'addressLine2', 'addressLine3'),
        (other, n, field) => {
          const address = { addressLine1: other, addressLine2: other, [field]: `PO Box ${n}` };
          expect(addressHasPoBox(address)).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });
});
