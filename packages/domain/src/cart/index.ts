// Cart: schemas of the basket and its items and instruments, add defaults, cart rules and lifecycle constants.
export {
  CART_DEFAULT_QTY,
  CART_DEFAULT_MAX_QTY,
  CART_INVALID_CUSTOMER_RELOAD_MS,
  CART_ADD_RETRY_COUNT,
  CART_ADD_RETRY_DELAY_MS,
  CART_PAYMENT_SESSION_RETRY_DELAY_MS,
  CART_RELOAD_GUARD_TTL_MS,
  STRIDE_CHANNELS,
  STRIDE_DEFAULT_CHANNEL,
  STRIDE_APP_CHANNEL,
  STRIDE_SITE_SOURCE,
  strideChannelFor,
} from './cart.constants.js';
export type { StrideChannel } from './cart.constants.js';
export { mayReloadPage } from './reload-guard.js';
export {
  PAY_LATER_PAYMENT_METHOD_ID,
  WALLET_PAYMENT_METHOD_ID,
  PAYPAL_PAYMENT_METHOD_ID,
  PAYMENT_METHOD_IDS,
  REWARD_PAYMENT_METHOD_IDS,
  paymentInstrumentSchema,
} from './payment-instrument.schema.js';
export type { PaymentMethodId, PaymentInstrument } from './payment-instrument.schema.js';
export {
  cartItemPriceSchema,
  cartGiftOptionSchema,
  GIFT_MESSAGE_MAX_LENGTH,
  GIFT_RECIPIENT_MAX_LENGTH,
  cartProductPromotionSchema,
  cartItemSchema,
} from './cart-item.schema.js';
export type { CartItemPrice, CartGiftOption, CartProductPromotion, CartItem } from './cart-item.schema.js';
export { cartTotalsSchema, cartFlashSchema, cartCustomerNotificationSchema, cartShippingMethodsSchema, cartAddressSchema, cartSchema } from './cart.schema.js';
export type { CartTotals, CartFlash, CartCustomerNotification, CartShippingMethods, CartAddress, Cart } from './cart.schema.js';
export { cartAddItemLineSchema, cartAddItemsRequestSchema, buildCartAddItemLine } from './add-item-line.js';
export type { CartAddItemLine, CartAddItemInput } from './add-item-line.js';
export { giftOptionToSend } from './gift-option.js';
export type { GiftOptionDraft } from './gift-option.js';
export { isCustomisedItem } from './customised-item.js';
export type { CustomisableItem } from './customised-item.js';
export { shouldShowMergedCartNotification } from './merged-cart-notification.js';
export { isRewardPaymentMethod, rewardsPaymentAllowed, meetsLoyaltyMinimumPoints } from './rewards-payment.js';
export { isExpressCheckoutEligible } from './express-checkout.js';
export type { ExpressCheckoutContext } from './express-checkout.js';
export { isAllowedRequestUrl } from './request-url.js';
export { addToCartRetryDecision } from './add-to-cart-retry.js';
export type { AddToCartRetryDecision } from './add-to-cart-retry.js';
export * from './ports/index.js';
export { pricingInputFor, taxRegionOfAddress, isHomeDeliveredItem } from './basket-pricing-input.js';
export { giftLineChanges, giftLinesInStep } from './gift-line-changes.js';
export type { GiftLineChanges } from './gift-line-changes.js';
export { lineChangesBetween } from './basket-line-changes.js';
