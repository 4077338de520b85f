import type { CheckoutStore, GiftCardLedger, GiftCardRecord, InstrumentRecord } from '@stride/domain/checkout';
import type { Throttle } from '@stride/domain/security';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayments } from './basket-payments.js';
import { checkGiftCardBalance } from './check-gift-card-balance.js';

const CARDS: Record<string, { pin: string; card: GiftCardRecord }> = {
  '7777000000000001': { pin: '1234', card: { number: '7777000000000001', currency: 'USD', balanceMinor: 5000, expiresAt: null, status: 'ACTIVE' } },
  '7777000000000003': {
    pin: '3333',
    card: { number: '7777000000000003', currency: 'USD', balanceMinor: 100, expiresAt: new Date('2024-12-31T23:59:59Z'), status: 'ACTIVE' },
  },
};

/** An in-memory gift card ledger and failure counter (fixed windows), the use case's ports. */
function inMemoryDeps(now: Date) {
  const ledger: Pick<GiftCardLedger, 'find' | 'verifyPin'> = {
    find: async (number) => CARDS[number]?.card ?? null,
    verifyPin: async (number, pin) => CARDS[number]?.pin === pin,
  };
  const hits = new Map<string, number>();
  // One window that never ends within a test: blocked for the whole window once a limit is reached.
  const throttle: Throttle = {
    check: async (limits) => {
      const spent = limits.filter((limit) => (hits.get(limit.key) ?? 0) >= limit.maxHits);
      return spent.length === 0 ? { blocked: false } : { blocked: true, retryAfterMs: Math.max(...spent.map((limit) => limit.windowMs)) };
    },
    hit: async (limits) =>
      limits.map((limit) => {
        hits.set(limit.key, (hits.get(limit.key) ?? 0) + 1);
        return hits.get(limit.key) ?? 0;
      }),
    clear: async (keys) => keys.forEach((key) => hits.delete(key)),
    clearStartingWith: async (prefix) => [...hits.keys()].filter((key) => key.startsWith(prefix)).forEach((key) => hits.delete(key)),
  };
  return { reader: { giftCards: ledger } as unknown as CheckoutStore, throttle, now: () => now, hits };
}

const who = { consumerNo: '1000000001', clientAddress: '10.0.0.1' };

describe('checkGiftCardBalance', () => {
  it('shows the demo card, and answers an expired one GFC812', async () => {
    const deps = inMemoryDeps(new Date('2026-11-22T00:00:00Z'));
    expect((await checkGiftCardBalance(deps, { giftCardNumber: '7777 0000 0000 0001', pin: '1234' }, who))._unsafeUnwrap()).toMatchObject({
      status: 'ACTIVE',
      card: { balanceMinor: 5000 },
    });
    expect((await checkGiftCardBalance(deps, { giftCardNumber: '7777000000000003', pin: '3333' }, who))._unsafeUnwrapErr().code).toBe('GFC812');
    expect(deps.hits.size).toBe(0);
  });

  it('law: past 5 failures from a consumer, even the right PIN is refused (API429, with the wait)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.stringMatching(/^[0-9]{4}$/).filter((pin) => pin !== '1234'),
          { minLength: 5, maxLength: 8 },
        ),
        async (pins) => {
          const deps = inMemoryDeps(new Date());
          for (const [n, pin] of pins.entries()) {
            const failed = await checkGiftCardBalance(deps, { giftCardNumber: '7777000000000001', pin }, who);
            expect(failed._unsafeUnwrapErr().code).toBe(n < 5 ? 'GFC800' : 'API429');
          }
          const right = await checkGiftCardBalance(deps, { giftCardNumber: '7777000000000001', pin: '1234' }, who);
          expect(right._unsafeUnwrapErr()).toMatchObject({ code: 'API429', details: { retryAfterSeconds: 900 } });
          const neighbour = await checkGiftCardBalance(deps, { giftCardNumber: '7777000000000001', pin: '1234' }, { ...who, consumerNo: 'someone-else' });
          expect(neighbour.isOk()).toBe(true);
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe('allocatePayments', () => {
  const instrument = (paymentMethodId: string, amountMinor: number, id: string): InstrumentRecord => ({
    id,
    paymentMethodId,
    amountMinor,
    cardToken: null,
    giftCardNumber: null,
    loyaltyPoints: null,
    loyaltyVoucherId: null,
    additionalData: null,
  });

  it('law: with a card, the instruments pay exactly the total; stored value never pays more than it holds', () => {
    fc.assert(
      fc.property(fc.nat(500_000), fc.array(fc.nat(100_000), { maxLength: 4 }), (total, values) => {
        const stored = values.map((v, i) => instrument('GIFT_CARD', v, `g${i}`));
        const { allocated, remainingMinor } = allocatePayments(total, [...stored, instrument('CREDIT_CARD', 0, 'card')]);
        expect(allocated.reduce((sum, i) => sum + i.amountMinor, 0)).toBe(total);
        expect(remainingMinor).toBe(0);
        allocated.filter((i) => i.paymentMethodId === 'GIFT_CARD').forEach((i, n) => expect(i.amountMinor).toBeLessThanOrEqual(values[n] ?? 0));
      }),
    );
  });
});
