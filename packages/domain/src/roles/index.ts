export { spendBannerFor } from './spend-banner.js';
export { checkRewardAccess } from './reward-errors.js';
