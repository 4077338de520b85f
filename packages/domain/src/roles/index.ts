export { spendBannerFor, type SpendBanner, type SpendBannerKind, type SpendProfile } from './spend-banner.js';
export { checkRewardAccess } from './reward-errors.js';
export { LOYALTY_FREE_SHIPPING_HIDDEN_COUNTRIES, showsLoyaltyFreeShippingBenefit } from './loyalty-free-shipping.js';
export {
  ASSOCIATE_LOGIN_PATH,
  IN_STORE_SESSION_TTL_SECONDS,
  clearInStoreSessionPlan,
  inStoreSalesInfoFor,
  isInStoreSessionConnected,
} from './in-store-session.js';
export type { BuyInStoreSession, ClearInStoreSessionStep } from './in-store-session.js';
export { showsPayPalExpressInQuickShop } from './express-button.js';
