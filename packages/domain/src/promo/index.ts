// Promotions: threshold status, approaching-promotion callouts, gift-with-purchase ids, promoSummary.
export type { PromoThresholdStatus } from './threshold-status.js';
export { PROMO_THRESHOLD_STATUSES, promoThresholdStatus } from './threshold-status.js';
export { buildApproachingPromotionCallouts } from './approaching-promotion-callouts.js';
export { promotionAppliesToShopper } from './promotion-id.js';
export type { PromoLevel } from './promo-summary.schema.js';
export { PROMO_LEVELS, promoSummarySchema } from './promo-summary.schema.js';
