import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkGiftCardUsable, giftCardAmountToApply, giftCardStatus, normaliseGiftCardNumber, type GiftCardRecord } from './gift-card-state.js';

const now = new Date('2026-11-22T10:00:00Z');
const active: GiftCardRecord = { number: '7777000000000001', currency: 'USD', balanceMinor: 5000, expiresAt: null, status: 'ACTIVE' };

describe('gift card rules', () => {
  it('reads the demo cards as the docs say', () => {
    expect(giftCardStatus(active, now)).toBe('ACTIVE');
    expect(checkGiftCardUsable({ ...active, balanceMinor: 0 }, now)._unsafeUnwrapErr().code).toBe('GFC740');
    expect(checkGiftCardUsable({ ...active, expiresAt: new Date('2024-12-31T23:59:59Z') }, now)._unsafeUnwrapErr().code).toBe('GFC812');
    expect(checkGiftCardUsable({ ...active, status: 'SUSPENDED' }, now)._unsafeUnwrapErr().code).toBe('GFC725');
  });

  it('law: the amount applied never exceeds the balance nor what is left to pay', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer(), (balance, remaining) => {
        const applied = giftCardAmountToApply(balance, remaining);
        expect(applied).toBeGreaterThanOrEqual(0);
        expect(applied).toBeLessThanOrEqual(balance);
        expect(applied).toBeLessThanOrEqual(Math.max(0, remaining));
        expect(applied === balance || applied === Math.max(0, remaining)).toBe(true);
      }),
    );
  });

  it('normalises typed numbers and refuses anything else', () => {
    expect(normaliseGiftCardNumber('7777 0000 0000 0001')).toBe('7777000000000001');
    expect(normaliseGiftCardNumber('7777')).toBeNull();
    expect(normaliseGiftCardNumber("7777000000000001' OR 1=1")).toBeNull();
  });
});
