import { isPromotionEligible, unlockingCode } from './promotion-eligibility.js';
import { isMerchandise, productDiscounts } from './product-discounts.js';
import { orderDiscounts, shippingDiscounts } from './order-discounts.js';
import { allocateOrderAmount, applyItemDiscounts } from './price-lines.js';
import { taxLines } from './tax-lines.js';
import { promotionOutcomes } from './promotion-outcomes.js';
import type { PricedCart, PricedCartLine, PricedTotals, PricingInput, PricingPromotion } from './pricing.types.js';

function eligiblePromotions(input: PricingInput): PricingPromotion[] {
  const seen = new Set<string>();
  return input.promotions.filter((promotion) => {
    if (seen.has(promotion.id)) return false;
    seen.add(promotion.id);
    return isPromotionEligible(promotion, input.shopper, input.couponCodes, input.nowMs);
  });
}

/**
 * Prices a basket: product-level promotions per line, agents' line adjustments, order-level
 * promotions and adjustments spread over the lines, the best shipping promotion, tax per line
 * (rounded half up) on the discounted lines plus shipping, and what is left to pay. Gift cards are
 * stored value: outside every promotion, threshold and adjustment, paid at their face value.
 * The same input always gives the same answer; the same coupon twice counts once.
 */
export function priceBasket(input: PricingInput): PricedCart {
  const promotions = eligiblePromotions(input);
  const codeOf = (promotion: PricingPromotion) => unlockingCode(promotion, input.couponCodes) || undefined;
  const ofLevel = (level: PricingPromotion['level']) => promotions.filter((promotion) => promotion.level === level);
  const product = productDiscounts(input.lines, ofLevel('PRODUCT'), codeOf);
  const afterItem = applyItemDiscounts(input.lines, product.byLine, input.adjustments);
  // What promotions read: the merchandise, without gift lines (free) or gift cards (stored value, not merchandise).
  const discountableMinor = afterItem.map((line) => (isMerchandise(line.line) ? line.afterItemMinor : 0));
  const merchandiseMinor = discountableMinor.reduce((sum, amount) => sum + amount, 0);
  const units = input.lines.filter(isMerchandise).reduce((sum, line) => sum + line.qty, 0);
  const lineIds = new Set(input.lines.map((line) => line.id));
  const orderAdjustments = input.adjustments.filter((adjustment) => adjustment.itemId === undefined || !lineIds.has(adjustment.itemId));
  const order = orderDiscounts(merchandiseMinor, units, ofLevel('ORDER'), orderAdjustments);
  const orderShares = allocateOrderAmount(input.currency, order.promotionDiscountMinor + order.adjustmentMinor, discountableMinor);
  const shipping = shippingDiscounts(merchandiseMinor, input.shipping, ofLevel('SHIPPING'));
  const shippingMinor = shippingPriceOf(input) - shipping.discountMinor;
  const afterOrder = afterItem.map((line, index) => line.afterItemMinor - (orderShares[index] ?? 0));
  const tax = taxLines(input.lines, afterOrder, shippingMinor, input.shippingRegion);
  const lines: PricedCartLine[] = afterItem.map((line, index) => ({
    id: line.line.id,
    unitPriceMinor: line.line.isBonus ? 0 : line.line.unitPriceMinor,
    rowTotalMinor: line.rowTotalMinor,
    itemDiscountMinor: line.itemDiscountMinor,
    adjustmentMinor: line.adjustmentMinor,
    orderDiscountMinor: orderShares[index] ?? 0,
    priceAfterItemDiscountMinor: line.afterItemMinor,
    priceAfterOrderDiscountMinor: afterOrder[index] ?? 0,
    taxMinor: tax.lineTaxMinor[index] ?? 0,
    productPromotions: line.productDiscount === undefined ? [] : [line.productDiscount],
  }));
  const totals = totalsOf(input, lines, {
    orderDiscountMinor: order.promotionDiscountMinor,
    orderAdjustmentMinor: order.adjustmentMinor,
    shippingDiscountMinor: shipping.discountMinor,
    shippingTaxMinor: tax.shippingTaxMinor,
    taxEstimated: tax.estimated,
    units,
  });
  const outcomes = promotionOutcomes({
    currency: input.currency,
    locale: input.locale,
    promotions: ofLevel('PRODUCT'),
    product,
    lines,
    codeOf,
    merchandiseMinor,
    order: order.results,
    shipping: shipping.results,
    shippingDiscountMinor: shipping.discountMinor,
  });
  const qualifyingGifts = order.results
    .filter((result) => result.reached && result.promotion.discountType === 'GIFT' && result.promotion.giftVariantId !== undefined)
    .map((result) => ({ promotionId: result.promotion.id, variantId: result.promotion.giftVariantId ?? '' }));
  return { currency: input.currency, lines, totals, promotions: outcomes, qualifyingGifts };
}

interface OrderFigures {
  readonly orderDiscountMinor: number;
  readonly orderAdjustmentMinor: number;
  readonly shippingDiscountMinor: number;
  readonly shippingTaxMinor: number;
  readonly taxEstimated: boolean;
  readonly units: number;
}

/** Home delivery before promotions: the chosen method plus the custom-made fee. */
function shippingPriceOf(input: PricingInput): number {
  return (input.shipping?.priceMinor ?? 0) + (input.shipping?.customMadeMinor ?? 0);
}

function totalsOf(input: PricingInput, lines: readonly PricedCartLine[], figures: OrderFigures): PricedTotals {
  const sum = (pick: (line: PricedCartLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const itemSubTotalMinor = sum((line) => line.rowTotalMinor);
  const itemDiscountMinor = sum((line) => line.itemDiscountMinor);
  const itemAdjustmentMinor = sum((line) => line.adjustmentMinor);
  const itemTotalMinor = itemSubTotalMinor - itemDiscountMinor - itemAdjustmentMinor;
  const netAmountMinor = itemTotalMinor - figures.orderDiscountMinor - figures.orderAdjustmentMinor;
  const shippingPriceMinor = shippingPriceOf(input);
  const shippingMinor = shippingPriceMinor - figures.shippingDiscountMinor;
  const taxMinor = sum((line) => line.taxMinor) + figures.shippingTaxMinor;
  const totalWithoutTaxMinor = netAmountMinor + shippingMinor;
  const totalMinor = totalWithoutTaxMinor + taxMinor;
  const merchandiseDiscountMinor = itemDiscountMinor + itemAdjustmentMinor + figures.orderDiscountMinor + figures.orderAdjustmentMinor;
  return {
    itemSubTotalMinor,
    itemDiscountMinor,
    adjustmentMinor: itemAdjustmentMinor + figures.orderAdjustmentMinor,
    orderDiscountMinor: figures.orderDiscountMinor,
    itemTotalMinor,
    netAmountMinor,
    shippingPriceMinor,
    shippingDiscountMinor: figures.shippingDiscountMinor,
    shippingMinor,
    shippingTaxMinor: figures.shippingTaxMinor,
    taxMinor,
    totalWithoutTaxMinor,
    totalMinor,
    totalDiscountMinor: merchandiseDiscountMinor + figures.shippingDiscountMinor,
    merchandiseDiscountMinor,
    totalUnits: input.lines.reduce((total, line) => total + line.qty, 0),
    taxEstimated: figures.taxEstimated,
  };
}
