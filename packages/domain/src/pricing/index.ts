// Pricing: the promotion engine, tax per region and the priced basket, pure functions.
export type { PricingPromotion, TaxRegion, PricingLine, PricingInput, PricedCartLine, PricedCart } from './pricing.types.js';
export { priceBasket } from './price-basket.js';
export { isMemberPromotion } from './promotion-eligibility.js';
export { taxCalculationFails } from './tax-rates.js';
