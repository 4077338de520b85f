import type { PricingLine, PricingPromotion } from './pricing.types.js';

/** The best product-level promotion of one line. */
export interface LineProductDiscount {
  readonly promotionId: string;
  readonly couponCode?: string | undefined;
  readonly discountMinor: number;
}

/** What the product-level pass found: a discount per line id, and per promotion its qualifying amount. */
export interface ProductDiscounts {
  readonly byLine: ReadonlyMap<string, LineProductDiscount>;
  readonly qualifyingMinorByPromotion: ReadonlyMap<string, number>;
}

/** True when a PRODUCT level promotion targets a line; a promotion without targets targets everything. */
export function promotionTargetsLine(promotion: PricingPromotion, line: PricingLine): boolean {
  if (promotion.targetProductIds.length === 0 && promotion.targetCategoryIds.length === 0) return true;
  return promotion.targetProductIds.includes(line.productId) || line.categoryIds.some((id) => promotion.targetCategoryIds.includes(id));
}

/** True for a line promotions read: paid for, and not stored value (a gift line is free, a gift card is money). */
export function isMerchandise(line: PricingLine): boolean {
  return !line.isBonus && !line.isStoredValue;
}

/** A percentage of an amount in minor units, rounded half up. */
export function percentOf(amountMinor: number, percent: number): number {
  return Math.floor((amountMinor * percent + 50) / 100);
}

function lineDiscount(promotion: PricingPromotion, line: PricingLine): number {
  const rowTotal = line.unitPriceMinor * line.qty;
  if (promotion.discountType === 'PERCENT') return percentOf(rowTotal, promotion.percentOff ?? 0);
  if (promotion.discountType === 'AMOUNT') return Math.min(rowTotal, (promotion.amountOffMinor ?? 0) * line.qty);
  return 0;
}

function meetsThreshold(promotion: PricingPromotion, amountMinor: number, units: number): boolean {
  return amountMinor >= promotion.thresholdMinor && units >= (promotion.thresholdQty ?? 0);
}

/**
 * Product-level discounts: each line gets the one best eligible promotion that targets it (the
 * largest discount; priority breaks ties), so discounts never stack past a line's price.
 * A threshold counts the targeted lines only.
 */
export function productDiscounts(
  lines: readonly PricingLine[],
  promotions: readonly PricingPromotion[],
  codeOf: (promotion: PricingPromotion) => string | undefined,
): ProductDiscounts {
  const byLine = new Map<string, LineProductDiscount>();
  const qualifying = new Map<string, number>();
  const paid = lines.filter(isMerchandise);
  for (const promotion of promotions) {
    const targeted = paid.filter((line) => promotionTargetsLine(promotion, line));
    const amount = targeted.reduce((sum, line) => sum + line.unitPriceMinor * line.qty, 0);
    qualifying.set(promotion.id, amount);
    if (
      !meetsThreshold(
        promotion,
        amount,
        targeted.reduce((sum, line) => sum + line.qty, 0),
      )
    )
      continue;
    for (const line of targeted) {
      const discountMinor = lineDiscount(promotion, line);
      const current = byLine.get(line.id);
      if (discountMinor <= 0 || (current !== undefined && current.discountMinor >= discountMinor)) continue;
      const code = codeOf(promotion);
      byLine.set(line.id, { promotionId: promotion.id, discountMinor, ...(code ? { couponCode: code } : {}) });
    }
  }
  return { byLine, qualifyingMinorByPromotion: qualifying };
}
