import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildApproachingPromotionCallouts, dismissApproachingPromotion } from './approaching-promotion-callouts.js';
import type { ApproachingPromotion } from './approaching-promotion.schema.js';

const callout = 'Spend {distance} more for free shipping|You have free shipping|You have free shipping';
const promo = (promotionId: string, distance: number, text: string | null = callout): ApproachingPromotion => ({
  promotionId,
  promotionClass: 'shipping',
  approachingDisplayLevel: ['cart', 'minicart'],
  distanceFromConditionThreshold: distance,
  ...(text === null ? {} : { calloutMsg: text }),
});

describe('buildApproachingPromotionCallouts', () => {
  it('derives the message and threshold status from the distance', () => {
    const [below, reached] = buildApproachingPromotionCallouts([promo('FREESHIP', 20), promo('FREESHIP2', 0)], {
      formatDistance: (d) => `$${d.toFixed(2)}`,
    });
    expect(below).toEqual({
      promotionId: 'FREESHIP',
      level: 'SHIPPING',
      contexts: ['cart', 'minicart'],
      distance: 20,
      thresholdStatus: 'Below Threshold',
      message: 'Spend $20.00 more for free shipping',
    });
    expect(reached).toMatchObject({ thresholdStatus: 'Threshold Reached', message: 'You have free shipping' });
  });

  it('ignores a callout that does not split on a pipe into exactly 3 parts', () => {
    const promotions = [promo('TWO', 5, 'a|b'), promo('FOUR', 5, 'a|b|c|d'), promo('NONE', 5, null), promo('OK', 5, 'a|b|c')];
    expect(buildApproachingPromotionCallouts(promotions).map((c) => c.promotionId)).toEqual(['OK']);
  });

  it('reads calloutMessage when calloutMsg is absent, and level when promotionClass is absent', () => {
    const [only] = buildApproachingPromotionCallouts([
      { promotionId: 'P', level: 'order', distanceFromConditionThreshold: -1, calloutMessage: 'x|y|z', approachingDisplayLevel: 'cart, pdp' },
    ]);
    expect(only).toMatchObject({ level: 'ORDER', thresholdStatus: 'Above Threshold', message: 'z', contexts: ['cart', 'pdp'] });
  });

  it('lets each callout be dismissed on its own, and keeps it out when rebuilt', () => {
    const callouts = buildApproachingPromotionCallouts([promo('A', 5), promo('B', 5)]);
    expect(dismissApproachingPromotion(callouts, 'A').map((c) => c.promotionId)).toEqual(['B']);
    const rebuilt = buildApproachingPromotionCallouts([promo('A', 4), promo('B', 4)], { dismissedIds: new Set(['A']) });
    expect(rebuilt.map((c) => c.promotionId)).toEqual(['B']);
  });

  it('law: a callout is kept exactly when its text has 3 parts and the chosen one is not blank', () => {
    const part = fc.string({ maxLength: 6 }).filter((s) => !s.includes('|'));
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 5 }), fc.integer({ min: -500, max: 500 }), (parts, cents) => {
        const built = buildApproachingPromotionCallouts([promo('P', cents / 100, parts.join('|'))]);
        const index = cents > 0 ? 0 : cents === 0 ? 1 : 2;
        const keep = parts.length === 3 && (parts[index] ?? '').trim() !== '';
        expect(built.length).toBe(keep ? 1 : 0);
      }),
    );
  });

  it('law: dismissing one callout removes only that one', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 6 }), fc.nat(), (ids, pick) => {
        const callouts = buildApproachingPromotionCallouts(ids.map((id) => promo(id, 1)));
        const target = ids[pick % Math.max(ids.length, 1)] ?? 'none';
        const left = dismissApproachingPromotion(callouts, target);
        expect(left.map((c) => c.promotionId)).toEqual(ids.filter((id) => id !== target));
      }),
    );
  });
});
