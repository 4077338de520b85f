import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GIFT_CARD_SECRET_BYTES } from '../checkout.constants.js';
import type { GiftCardOrderLine } from '../ports/gift-card-issuance.port.js';
import { normaliseGiftCardNumber } from './gift-card-state.js';
import { giftCardRecipient, giftCardSecretsFromBytes, unitsToIssue } from './issued-gift-card.js';

const line = (itemId: string, qty: number): GiftCardOrderLine => ({ itemId, productName: 'Digital Gift Card', qty, unitPriceMinor: 5000, giftOption: null });

describe('issued gift cards', () => {
  it('law: any draw that gives secrets gives a 16-digit number of Stride’s prefix, that a balance check accepts, and a 4-digit PIN', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: GIFT_CARD_SECRET_BYTES, maxLength: 64 }), (bytes) => {
        const secrets = giftCardSecretsFromBytes(bytes);
        if (secrets === null) return;
        expect(secrets.number).toMatch(/^7777[0-9]{12}$/);
        expect(normaliseGiftCardNumber(secrets.number)).toBe(secrets.number);
        expect(secrets.pin).toMatch(/^[0-9]{4}$/);
      }),
    );
    expect(giftCardSecretsFromBytes(new Uint8Array(32).map((_, i) => i))).toEqual({ number: '7777012345678901', pin: '2345' });
  });

  it('skips the bytes that would favour low digits, and answers null when too few are left', () => {
    const bytes = new Uint8Array(32).fill(255);
    expect(giftCardSecretsFromBytes(bytes)).toBeNull();
    bytes.set([250, 251, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 8, 7, 6, 5, 4]);
    expect(giftCardSecretsFromBytes(bytes)).toEqual({ number: '7777987654321098', pin: '7654' });
    expect(() => giftCardSecretsFromBytes(new Uint8Array(16))).toThrow(RangeError);
  });

  it('law: issuing the units left, then asking again, leaves none; one unit per card', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 4 }), fc.array(fc.boolean(), { maxLength: 20 }), (qtys, alreadyDone) => {
        const lines = qtys.map((qty, i) => line(`item-${i}`, qty));
        const all = unitsToIssue(lines, []);
        expect(all).toHaveLength(qtys.reduce((sum, qty) => sum + qty, 0));
        const issued = all.filter((_, i) => alreadyDone[i] === true).map((u) => ({ itemId: u.line.itemId, unit: u.unit }));
        const left = unitsToIssue(lines, issued);
        expect(left).toHaveLength(all.length - issued.length);
        const after = [...issued, ...left.map((u) => ({ itemId: u.line.itemId, unit: u.unit }))];
        expect(unitsToIssue(lines, after)).toEqual([]);
      }),
    );
  });

  it('sends a gift to its recipient with their name and the message, anything else to the buyer', () => {
    expect(giftCardRecipient({ email: 'sam@example.com', to: 'Sam', message: 'Happy birthday' }, 'ada@example.com')).toEqual({
      email: 'sam@example.com',
      name: 'Sam',
      message: 'Happy birthday',
    });
    expect(giftCardRecipient(null, 'ada@example.com')).toEqual({ email: 'ada@example.com', name: null, message: null });
    expect(giftCardRecipient(null, '')).toBeNull();
  });
});
