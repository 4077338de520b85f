import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PromoCodeRecord } from '@stride/domain/cart';
import { checkCoupon, normalisePromoCode } from './check-coupon.js';

const now = Date.UTC(2026, 2, 1);
const record = (overrides: Partial<PromoCodeRecord> = {}, promotion: Partial<PromoCodeRecord['promotion']> = {}): PromoCodeRecord => ({
  code: 'WELCOME10',
  maxUses: null,
  maxUsesPerConsumer: null,
  useCount: 0,
  ownerConsumerNo: null,
  ...overrides,
  promotion: {
    id: 'PROMO-WELCOME10',
    name: '10% off',
    level: 'ORDER',
    discountType: 'PERCENT',
    percentOff: 10,
    thresholdMinor: 0,
    customerGroup: 'ALL',
    requiresCode: true,
    codes: ['WELCOME10'],
    priority: 0,
    targetProductIds: [],
    targetCategoryIds: [],
    ...promotion,
  },
});
const context = { nowMs: now, appliedCodes: [] as string[], redemptionsByOwner: 0, basketOwner: 'C-OWNER' };
const codeOf = (result: ReturnType<typeof checkCoupon>) => (result.isErr() ? result.error.code : 'ok');

describe('checkCoupon', () => {
  it('answers each promo error of the spec', () => {
    expect(codeOf(checkCoupon('X!', null, context))).toBe('PRM160');
    expect(codeOf(checkCoupon('NOSUCH', null, context))).toBe('PRM130');
    expect(codeOf(checkCoupon('WELCOME10', record(), { ...context, appliedCodes: ['WELCOME10'] }))).toBe('PRM416');
    expect(codeOf(checkCoupon('WELCOME10', record({}, { startsAtMs: now + 1 }), context))).toBe('PRM135');
    expect(codeOf(checkCoupon('WELCOME10', record({}, { endsAtMs: now }), context))).toBe('PRM155');
    expect(codeOf(checkCoupon('WELCOME10', record({ maxUses: 3, useCount: 3 }), context))).toBe('PRM140');
    expect(codeOf(checkCoupon('WELCOME10', record({ maxUsesPerConsumer: 1 }), { ...context, redemptionsByOwner: 1 }))).toBe('PRM150');
    expect(codeOf(checkCoupon('WELCOME10', record({ maxUses: 50, useCount: 12, maxUsesPerConsumer: 1 }), context))).toBe('ok');
  });

  it('law: normalising a code twice is the same as once, and ignores case and surrounding spaces', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{3,12}$/),
        fc.string({ maxLength: 3 }).map((s) => s.replace(/\S/g, ' ')),
        (code, pad) => {
          const once = normalisePromoCode(`${pad}${code}${pad}`);
          expect(normalisePromoCode(once)).toBe(once);
          expect(once).toBe(code.toUpperCase());
        },
      ),
    );
  });

  it("law: another consumer's personal code reads exactly as an unknown one (PRM130), whatever else holds of it", () => {
    const personal = (overrides: Partial<PromoCodeRecord>, promotion: Partial<PromoCodeRecord['promotion']>) =>
      record({ code: 'WELCOME-3FA9C07B12', ownerConsumerNo: 'C-OWNER', maxUsesPerConsumer: 1, ...overrides }, promotion);
    fc.assert(
      fc.property(
        fc.constantFrom('C-OTHER', 'G-GUEST', 'c-owner'),
        fc.integer({ min: 0, max: 3 }),
        fc.option(fc.integer({ min: now - 10, max: now + 10 }), { nil: undefined }),
        fc.boolean(),
        (stranger, redemptions, endsAtMs, applied) => {
          const answer = checkCoupon('WELCOME-3FA9C07B12', personal({}, { endsAtMs }), {
            ...context,
            basketOwner: stranger,
            redemptionsByOwner: redemptions,
            appliedCodes: applied ? ['WELCOME-3FA9C07B12'] : [],
          });
          expect(codeOf(answer)).toBe(codeOf(checkCoupon('WELCOME-3FA9C07B12', null, context)));
        },
      ),
    );
    expect(codeOf(checkCoupon('WELCOME-3FA9C07B12', personal({}, {}), context))).toBe('ok');
    expect(codeOf(checkCoupon('WELCOME-3FA9C07B12', personal({}, {}), { ...context, redemptionsByOwner: 1 }))).toBe('PRM150');
    expect(codeOf(checkCoupon('WELCOME-3FA9C07B12', personal({}, { endsAtMs: now }), context))).toBe('PRM155');
  });

  it('law: a running, unlimited code not yet on the basket is accepted', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), (useCount) => checkCoupon('WELCOME10', record({ useCount }), context).isOk()));
  });
});
