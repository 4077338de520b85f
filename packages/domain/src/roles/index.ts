export { PROSUMER_IDENTITY_TYPES, spendBannerFor, type SpendBanner, type SpendBannerKind, type SpendProfile } from './spend-banner.js';
export {
  ASSOCIATE_LOGIN_PATH,
  buyInStoreSessionSchema,
  clearInStoreSessionPlan,
  inStoreSalesInfoFor,
  isInStoreSessionConnected,
  type BuyInStoreSession,
  type ClearInStoreSessionStep,
} from './in-store-session.js';
export { showsPayPalExpressInQuickShop } from './express-button.js';
export { LOYALTY_FREE_SHIPPING_HIDDEN_COUNTRIES, showsLoyaltyFreeShippingBenefit } from './loyalty-free-shipping.js';
export {
  checkRewardAccess,
  REWARD_ERROR_CODES,
  rewardErrorKindFromCode,
  type RewardAccessError,
  type RewardAccessInput,
  type RewardErrorCode,
  type RewardErrorKind,
} from './reward-errors.js';
