import { promotionAppliesToShopper } from '../promo/index.js';
import type { PricingPromotion, PricingShopper } from './pricing.types.js';

function inGroup(promotion: PricingPromotion, shopper: PricingShopper): boolean {
  switch (promotion.customerGroup) {
    case 'GUEST':
      return !shopper.isRegistered;
    case 'REGISTERED':
      return shopper.isRegistered;
    // Employee discount only after the employee accepted the discount terms (commerce section 6).
    case 'EMPLOYEE':
      return shopper.isEmployee && shopper.isEmployeeDiscountTCAccepted;
    case 'LOYALTY':
      return shopper.isLoyaltyMember;
    default:
      return true;
  }
}

/** The code that unlocks a promotion on this basket, '' for an automatic one, undefined when locked. */
export function unlockingCode(promotion: PricingPromotion, couponCodes: readonly string[]): string | undefined {
  if (!promotion.requiresCode) return '';
  return promotion.codes.find((code) => couponCodes.includes(code));
}

/**
 * True when a promotion may apply to this basket: running now, for this shopper (customer group and
 * a GUEST / REGISTERED marker in its id), and automatic or unlocked by an applied code.
 */
export function isPromotionEligible(promotion: PricingPromotion, shopper: PricingShopper, couponCodes: readonly string[], nowMs: number): boolean {
  if (promotion.startsAtMs !== undefined && nowMs < promotion.startsAtMs) return false;
  if (promotion.endsAtMs !== undefined && nowMs >= promotion.endsAtMs) return false;
  if (!inGroup(promotion, shopper) || !promotionAppliesToShopper(promotion.id, shopper.isRegistered)) return false;
  return unlockingCode(promotion, couponCodes) !== undefined;
}

/**
 * True for a promotion only the loyalty programme's members get (customer group LOYALTY: the members' free shipping,
 * welcome promos); with the programme turned off no basket prices with one.
 */
export function isMemberPromotion(promotion: Pick<PricingPromotion, 'customerGroup'>): boolean {
  return promotion.customerGroup === 'LOYALTY';
}
