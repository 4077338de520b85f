import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrandOf, isLuhnValid, normaliseCardNumber } from './card-number.js';
import { isCardExpiryValid } from './card-expiry.js';
import { SANDBOX_TEST_CARDS, sandboxOutcomeFor } from './sandbox-test-cards.js';
import { validateCard } from './validate-card.js';

const now = new Date('2026-11-22T10:00:00Z');
const card = { number: '4111 1111 1111 1111', expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: ' Ada Lovelace ' };

function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d += 1) if (isLuhnValid(body + d)) return body + d;
  throw new Error('unreachable');
}

describe('card rules', () => {
  it('accepts the documented test cards and reads their outcomes', () => {
    for (const test of SANDBOX_TEST_CARDS) expect(isLuhnValid(test.number)).toBe(true);
    expect(sandboxOutcomeFor('4000000000003220')).toBe('CHALLENGE');
    expect(sandboxOutcomeFor('4000000000000002')).toBe('REFUSED');
    expect(sandboxOutcomeFor('4100000000000019')).toBe('FRAUD');
    expect(sandboxOutcomeFor('5555555555554444')).toBe('AUTHORISED');
  });

  it('keeps brand, last four and expiry, never the number', () => {
    const summary = validateCard(card, now)._unsafeUnwrap();
    expect(summary).toEqual({ brand: 'VISA', last4: '1111', expiryMonth: 12, expiryYear: 2030, holderName: 'Ada Lovelace', outcome: 'AUTHORISED' });
    expect(JSON.stringify(summary)).not.toContain('4111111111111111');
  });

  it('answers FE309 for a bad number, CVC or a past expiry', () => {
    for (const bad of [{ number: '4111111111111112' }, { cvc: '12' }, { expiryMonth: 10, expiryYear: 2026 }, { expiryMonth: 13 }]) {
      expect(validateCard({ ...card, ...bad }, now)._unsafeUnwrapErr().code).toBe('FE309');
    }
    expect(isCardExpiryValid({ expiryMonth: 11, expiryYear: 2026 }, now)).toBe(true);
  });

  it('law: appending the Luhn check digit always gives a valid number, changing one digit never does', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{11,18}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, delta) => {
        const valid = withCheckDigit(body);
        expect(isLuhnValid(valid)).toBe(true);
        const i = at % valid.length;
        const changed = valid.slice(0, i) + String((Number(valid[i]) + delta) % 10) + valid.slice(i + 1);
        expect(isLuhnValid(changed)).toBe(false);
      }),
    );
  });

  it('law: spaces and dashes do not change a number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{16}$/), (digits) => {
        expect(normaliseCardNumber(digits.replace(/(\d{4})/g, '$1 ').trim())).toBe(digits);
        expect(normaliseCardNumber(digits.replace(/(\d{4})(?=\d)/g, '$1-'))).toBe(digits);
      }),
    );
  });

  it('reads brands from prefixes', () => {
    expect(cardBrandOf('5555555555554444')).toBe('MASTERCARD');
    expect(cardBrandOf('378282246310005')).toBe('AMEX');
    expect(cardBrandOf('9999999999999995')).toBe('UNKNOWN');
  });
});
