export { spendBannerFor } from './spend-banner.js';
export { checkRewardAccess } from './reward-errors.js';
export { LOYALTY_FREE_SHIPPING_HIDDEN_COUNTRIES, showsLoyaltyFreeShippingBenefit } from './loyalty-free-shipping.js';
