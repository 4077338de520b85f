// Pricing: the promotion engine, tax per region and the priced basket, pure functions.
export type {
  PromotionDiscountType,
  PromotionCustomerGroup,
  PricingPromotion,
  TaxRegion,
  PricingLine,
  PricingAdjustment,
  PricingShopper,
  PricingInput,
  HomeShippingCharge,
  LinePromotion,
  PricedCartLine,
  PromotionOutcome,
  PricedTotals,
  PricedCart,
} from './pricing.types.js';
export { TAX_RATES, taxComponentsFor, taxRatePpmFor, taxOnAmount } from './tax-rates.js';
export type { TaxComponent } from './tax-rates.js';
export { isPromotionEligible, unlockingCode } from './promotion-eligibility.js';
export { promotionTargetsLine, percentOf } from './product-discounts.js';
export { calloutTexts, promotionCallout, promotionText } from './promotion-callout.js';
export { priceBasket } from './price-basket.js';
