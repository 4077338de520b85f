// Promotions: threshold status, approaching-promotion callouts, gift-with-purchase ids, promoSummary.
export type { PromoThresholdStatus } from './threshold-status.js';
export { PROMO_THRESHOLD_STATUSES, promoThresholdStatus } from './threshold-status.js';
export type { ApproachingPromotion } from './approaching-promotion.schema.js';
export { approachingPromotionSchema } from './approaching-promotion.schema.js';
export type { ApproachingPromotionCallout, ApproachingCalloutOptions } from './approaching-promotion-callouts.js';
export { buildApproachingPromotionCallouts, dismissApproachingPromotion } from './approaching-promotion-callouts.js';
export type { PromotionAudience } from './promotion-id.js';
export { isGiftWithPurchasePromotion, promotionAudienceFor, promotionAppliesToShopper } from './promotion-id.js';
export type { PromoLevel, PromoSummary } from './promo-summary.schema.js';
export { PROMO_LEVELS, promoSummarySchema } from './promo-summary.schema.js';
