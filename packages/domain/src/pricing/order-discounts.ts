import { percentOf } from './product-discounts.js';
import type { PricingAdjustment, PricingPromotion } from './pricing.types.js';

/** One order-level promotion's result. */
export interface OrderPromotionResult {
  readonly promotion: PricingPromotion;
  readonly reached: boolean;
  readonly discountMinor: number;
}

/** What the order-level pass found. */
export interface OrderDiscounts {
  readonly results: readonly OrderPromotionResult[];
  readonly promotionDiscountMinor: number;
  readonly adjustmentMinor: number;
}

function discountOf(promotion: PricingPromotion, remainingMinor: number): number {
  if (promotion.discountType === 'PERCENT') return Math.min(remainingMinor, percentOf(remainingMinor, promotion.percentOff ?? 0));
  if (promotion.discountType === 'AMOUNT') return Math.min(remainingMinor, promotion.amountOffMinor ?? 0);
  return 0;
}

/**
 * Order-level promotions in priority order, each on what the previous ones left (so they stack
 * without ever passing the merchandise amount), then the agents' order adjustments, also capped.
 * Thresholds read the merchandise after item discounts, before order discounts.
 */
export function orderDiscounts(
  merchandiseMinor: number,
  units: number,
  promotions: readonly PricingPromotion[],
  orderAdjustments: readonly PricingAdjustment[],
): OrderDiscounts {
  let remaining = merchandiseMinor;
  const results: OrderPromotionResult[] = [];
  const ordered = [...promotions].sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id));
  for (const promotion of ordered) {
    const reached = merchandiseMinor >= promotion.thresholdMinor && units >= (promotion.thresholdQty ?? 0);
    const discountMinor = reached ? discountOf(promotion, remaining) : 0;
    remaining -= discountMinor;
    results.push({ promotion, reached, discountMinor });
  }
  const promotionDiscountMinor = merchandiseMinor - remaining;
  for (const adjustment of orderAdjustments) remaining -= Math.min(remaining, adjustment.amountMinor);
  return { results, promotionDiscountMinor, adjustmentMinor: merchandiseMinor - promotionDiscountMinor - remaining };
}

/** The best shipping promotion's discount on a shipping price, with each promotion's result. */
export function shippingDiscounts(
  merchandiseMinor: number,
  shipping: { readonly methodCode: string; readonly priceMinor: number } | undefined,
  promotions: readonly PricingPromotion[],
): { readonly results: readonly OrderPromotionResult[]; readonly discountMinor: number } {
  const price = shipping?.priceMinor ?? 0;
  const results = promotions.map((promotion) => {
    const reached = merchandiseMinor >= promotion.thresholdMinor;
    const methodMatches = promotion.shippingMethod === undefined || promotion.shippingMethod === shipping?.methodCode;
    const full = promotion.discountType === 'FREE_SHIPPING' ? price : discountOf(promotion, price);
    return { promotion, reached, discountMinor: reached && methodMatches ? Math.min(price, full) : 0 };
  });
  return { results, discountMinor: Math.max(0, ...results.map((result) => result.discountMinor)) };
}
