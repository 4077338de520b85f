import type { CurrencyCode } from '../money/index.js';
import type { OrderPromotionResult } from './order-discounts.js';
import type { ProductDiscounts } from './product-discounts.js';
import { calloutTexts, promotionCallout, promotionText } from './promotion-callout.js';
import type { PricedCartLine, PricingPromotion, PromotionOutcome } from './pricing.types.js';

/** What the outcome builder reads from the pricing passes. */
export interface OutcomeSources {
  readonly currency: CurrencyCode;
  /** The locale promotion texts write money in; undefined: the currency's own site's. */
  readonly locale?: string | undefined;
  readonly promotions: readonly PricingPromotion[];
  readonly product: ProductDiscounts;
  readonly lines: readonly PricedCartLine[];
  readonly codeOf: (promotion: PricingPromotion) => string | undefined;
  readonly merchandiseMinor: number;
  readonly order: readonly OrderPromotionResult[];
  readonly shipping: readonly OrderPromotionResult[];
  readonly shippingDiscountMinor: number;
}

interface WrittenTexts {
  /** The currency and locale they were written for. */
  readonly writtenFor: string;
  readonly name: string;
  readonly stored: string | undefined;
  readonly calloutTemplate: string;
}

// Every pricing writes every promotion's name and callout; the cart keeps its promotion list (the same objects) for
// a while, so each promotion's texts are written once per currency and locale and kept as long as the object lives.
const written = new WeakMap<PricingPromotion, WrittenTexts>();

function writtenTexts(sources: OutcomeSources, promotion: PricingPromotion): WrittenTexts {
  const writtenFor = `${sources.currency}|${sources.locale ?? ''}`;
  const known = written.get(promotion);
  if (known?.writtenFor === writtenFor) return known;
  const name = promotionText(promotion.name, promotion, sources.currency, sources.locale);
  const stored = promotion.calloutMessage === undefined ? undefined : promotionText(promotion.calloutMessage, promotion, sources.currency, sources.locale);
  const made = { writtenFor, name, stored, calloutTemplate: calloutTexts(stored, name).join('|') };
  written.set(promotion, made);
  return made;
}

function outcome(
  sources: OutcomeSources,
  promotion: PricingPromotion,
  applied: boolean,
  discountMinor: number,
  qualifyingMinor: number,
): PromotionOutcome | undefined {
  const hasThreshold = promotion.thresholdMinor > 0;
  const couponCode = sources.codeOf(promotion);
  // An automatic promotion without a threshold that gives nothing is noise; a coupon always shows.
  if (!applied && !hasThreshold && couponCode === undefined) return undefined;
  const distanceMinor = hasThreshold ? promotion.thresholdMinor - qualifyingMinor : undefined;
  const { name, stored, calloutTemplate } = writtenTexts(sources, promotion);
  const callout = promotionCallout(stored, name, sources.currency, distanceMinor, sources.locale);
  return {
    promotionId: promotion.id,
    promotionName: name,
    level: promotion.level,
    ...(couponCode === undefined ? {} : { couponCode }),
    applied,
    discountMinor,
    ...(distanceMinor === undefined ? {} : { distanceMinor }),
    ...(callout.thresholdStatus === undefined ? {} : { thresholdStatus: callout.thresholdStatus }),
    calloutMessage: callout.message,
    calloutTemplate,
  };
}

/** Every promotion worth showing in promoSummary: applied ones, coupons, and thresholds to approach. */
export function promotionOutcomes(sources: OutcomeSources): PromotionOutcome[] {
  const productOutcomes = sources.promotions.map((promotion) => {
    const discountMinor = sources.lines
      .flatMap((line) => line.productPromotions)
      .filter((p) => p.promotionId === promotion.id)
      .reduce((sum, p) => sum + p.discountMinor, 0);
    const qualifying = sources.product.qualifyingMinorByPromotion.get(promotion.id) ?? 0;
    return outcome(sources, promotion, discountMinor > 0, discountMinor, qualifying);
  });
  const orderOutcomes = sources.order.map((result) =>
    outcome(
      sources,
      result.promotion,
      result.reached && (result.discountMinor > 0 || result.promotion.discountType === 'GIFT'),
      result.discountMinor,
      sources.merchandiseMinor,
    ),
  );
  let shippingGiven = false;
  const shippingOutcomes = sources.shipping.map((result) => {
    // Only the best shipping promotion takes money off; the others still report their threshold.
    const best = !shippingGiven && result.discountMinor > 0 && result.discountMinor === sources.shippingDiscountMinor;
    if (best) shippingGiven = true;
    return outcome(sources, result.promotion, result.reached, best ? result.discountMinor : 0, sources.merchandiseMinor);
  });
  return [...productOutcomes, ...orderOutcomes, ...shippingOutcomes].filter((o): o is PromotionOutcome => o !== undefined);
}
