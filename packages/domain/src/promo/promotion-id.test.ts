import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGiftWithPurchasePromotion, promotionAppliesToShopper, promotionAudienceFor } from './promotion-id.js';
import { promoSummarySchema } from './promo-summary.schema.js';

describe('promotion ids', () => {
  it('recognises gift-with-purchase promotions by GWP in the id', () => {
    expect(isGiftWithPurchasePromotion('SUMMER_GWP_SOCKS')).toBe(true);
    expect(isGiftWithPurchasePromotion('summer-gwp')).toBe(true);
    expect(isGiftWithPurchasePromotion('FREESHIP')).toBe(false);
  });

  it('reads guest and registered variants from the id', () => {
    expect(promotionAudienceFor('GWP_SOCKS_GUEST')).toBe('guest');
    expect(promotionAudienceFor('GWP_SOCKS_REGISTERED')).toBe('registered');
    expect(promotionAudienceFor('GWP_SOCKS')).toBe('everyone');
    expect(promotionAppliesToShopper('GWP_SOCKS_GUEST', true)).toBe(false);
    expect(promotionAppliesToShopper('GWP_SOCKS_REGISTERED', true)).toBe(true);
  });

  it('law: a promotion without a variant marker applies to every shopper', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/GUEST|REGISTERED/i.test(s)),
        fc.boolean(),
        (id, isRegistered) => promotionAppliesToShopper(id, isRegistered),
      ),
    );
  });

  it('law: a guest variant applies to guests only and a registered variant to signed-in shoppers only', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z_]{0,8}$/), fc.constantFrom('GUEST', 'REGISTERED'), fc.boolean(), (base, marker, isRegistered) => {
        const id = `${base.replace(/GUEST|REGISTERED/g, '')}_${marker}`;
        expect(promotionAppliesToShopper(id, isRegistered)).toBe((marker === 'REGISTERED') === isRegistered);
      }),
    );
  });
});

describe('promoSummarySchema', () => {
  it('accepts the spec fields and levels', () => {
    const summary = { level: 'SHIPPING', calloutMessage: 'Free shipping', promotionName: 'Free ship', promotionId: 'FS', thresholdStatus: 'Threshold Reached' };
    expect(promoSummarySchema.parse(summary)).toEqual(summary);
    expect(promoSummarySchema.safeParse({ ...summary, level: 'CART' }).success).toBe(false);
    expect(promoSummarySchema.safeParse({ ...summary, thresholdStatus: 'Reached' }).success).toBe(false);
  });
});
