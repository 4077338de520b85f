import { moneyOf, toMajorUnits } from '@stride/domain/money';
import type { PricedCart } from '@stride/domain/pricing';
import type { StoredBasket } from '@stride/domain/cart';
import type { CartAnswer } from '../../api-contract/cart.contract.js';

type PromotionFields = Pick<CartAnswer, 'couponItems' | 'orderPromotions' | 'promoSummary' | 'approachingPromotions'>;

/** couponItems, orderPromotions, promoSummary and approaching promotions from the priced cart. */
export function promotionAnswers(basket: StoredBasket, priced: PricedCart): PromotionFields {
  const major = (minor: number) => toMajorUnits(moneyOf(minor, basket.currency));
  const outcomes = priced.promotions;
  return {
    couponItems: basket.couponCodes.map((code) => {
      const outcome = outcomes.find((o) => o.couponCode === code);
      return { code, applied: outcome?.applied === true, ...(outcome === undefined ? {} : { promotionId: outcome.promotionId }) };
    }),
    orderPromotions: outcomes
      .filter((o) => o.level === 'ORDER' && o.applied)
      .map((o) => ({ promotionId: o.promotionId, price: major(o.discountMinor), ...(o.couponCode === undefined ? {} : { couponCode: o.couponCode }) })),
    promoSummary: outcomes.map((o) => ({
      level: o.level,
      calloutMessage: o.calloutMessage,
      promotionName: o.promotionName,
      promotionId: o.promotionId,
      ...(o.thresholdStatus === undefined ? {} : { thresholdStatus: o.thresholdStatus }),
      ...(o.couponCode === undefined ? {} : { couponCode: o.couponCode }),
      applied: o.applied,
      discount: major(o.discountMinor),
    })),
    approachingPromotions: outcomes.flatMap((o) =>
      o.distanceMinor === undefined
        ? []
        : [
            {
              promotionId: o.promotionId,
              promotionClass: o.level,
              approachingDisplayLevel: ['cart', 'minicart'],
              distanceFromConditionThreshold: major(o.distanceMinor),
              calloutMsg: o.calloutTemplate,
            },
          ],
    ),
  };
}
