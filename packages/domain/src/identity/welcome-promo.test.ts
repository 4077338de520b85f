import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { promotionAppliesToShopper } from '../promo/index.js';
import { DEFAULT_WELCOME_PROMO_TERMS, WELCOME_PROMO_CODE_PATTERN, welcomePromoDraft, welcomePromoStatus } from './welcome-promo.js';

const hexArb = fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: 10, maxLength: 48 });
const termsArb = fc.record({ percentOff: fc.integer({ min: 1, max: 100 }), validDays: fc.integer({ min: 1, max: 366 }) });
const instantArb = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
const DAY_MS = 24 * 60 * 60 * 1000;

describe('welcome promo', () => {
  it('gives 15% off one order within 30 days unless configured otherwise', () => {
    expect(DEFAULT_WELCOME_PROMO_TERMS).toEqual({ percentOff: 15, validDays: 30 });
    const draft = welcomePromoDraft(DEFAULT_WELCOME_PROMO_TERMS, '3fa9c07b12de77', new Date('2026-03-01T10:00:00Z'));
    expect(draft).toEqual({
      code: 'WELCOME-3FA9C07B12',
      promotionId: 'PROMO-WELCOME-3FA9C07B12',
      promotionName: 'Stride Rewards welcome offer',
      percentOff: 15,
      issuedAt: new Date('2026-03-01T10:00:00Z'),
      expiresAt: new Date('2026-03-31T10:00:00Z'),
    });
  });

  it('a drawn code is always a valid promo code and promotion id, never read as a gift or a guest-only promotion', () => {
    fc.assert(
      fc.property(termsArb, hexArb, instantArb, (terms, hex, now) => {
        const draft = welcomePromoDraft(terms, hex, now);
        expect(draft.code).toMatch(WELCOME_PROMO_CODE_PATTERN);
        expect(draft.code).toMatch(/^[A-Z0-9_-]{3,32}$/);
        expect(draft.promotionId).toMatch(/^[A-Z0-9_-]{3,40}$/);
        expect(draft.promotionId).not.toContain('GWP');
        expect(promotionAppliesToShopper(draft.promotionId, true)).toBe(true);
      }),
    );
  });

  it('ends exactly the configured number of days after it is issued, giving the configured percent', () => {
    fc.assert(
      fc.property(termsArb, hexArb, instantArb, (terms, hex, now) => {
        const draft = welcomePromoDraft(terms, hex, now);
        expect(draft.expiresAt.getTime() - draft.issuedAt.getTime()).toBe(terms.validDays * DAY_MS);
        expect(draft.percentOff).toBe(terms.percentOff);
      }),
    );
  });

  it('refuses to draw a code from fewer than ten hexadecimal digits', () => {
    expect(() => welcomePromoDraft(DEFAULT_WELCOME_PROMO_TERMS, 'abc', new Date())).toThrow(/ten random/);
  });

  it('a redeemed promo reads REDEEMED whatever the date; an unused one is AVAILABLE before its end and EXPIRED from it', () => {
    fc.assert(
      fc.property(instantArb, instantArb, fc.option(instantArb, { nil: null }), (expiresAt, now, redeemedAt) => {
        const status = welcomePromoStatus({ expiresAt, redeemedAt }, now);
        if (redeemedAt !== null) expect(status).toBe('REDEEMED');
        else expect(status).toBe(now.getTime() >= expiresAt.getTime() ? 'EXPIRED' : 'AVAILABLE');
      }),
    );
  });
});
