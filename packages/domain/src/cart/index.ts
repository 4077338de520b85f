// Cart: schemas of the basket and its items and instruments, add defaults, cart rules and lifecycle constants.
export {
  CART_DEFAULT_QTY,
  CART_DEFAULT_MAX_QTY,
  CART_INVALID_CUSTOMER_RELOAD_MS,
  CART_ADD_RETRY_DELAY_MS,
  CART_RELOAD_GUARD_TTL_MS,
  STRIDE_DEFAULT_CHANNEL,
} from './cart.constants.js';
export type { StrideChannel } from './cart.constants.js';
export { mayReloadPage } from './reload-guard.js';
export { basketAccessRefusal } from './basket-access.js';
export type { BasketHolding } from './basket-access.js';
export { PAYMENT_METHOD_IDS, PAY_LATER_PAYMENT_METHOD_ID } from './payment-instrument.schema.js';
export type { PaymentMethodId } from './payment-instrument.schema.js';
export { cartGiftOptionSchema, type CartGiftOption } from './cart-item.schema.js';
export { cartTotalsSchema, cartAddressSchema } from './cart.schema.js';
export type { CartFlash } from './cart.schema.js';
export { giftOptionToSend } from './gift-option.js';
export { shouldShowMergedCartNotification } from './merged-cart-notification.js';
export { rewardsPaymentAllowed, meetsLoyaltyMinimumPoints } from './rewards-payment.js';
export { isExpressCheckoutEligible } from './express-checkout.js';
export { addToCartRetryDecision } from './add-to-cart-retry.js';
// The records and ports of the cart, listed once in ports/index.ts.
export type * from './ports/index.js';
export { pricingInputFor, isHomeDeliveredItem, isStoredValueItem, taxRegionOfAddress } from './basket-pricing-input.js';
export { giftLineChanges } from './gift-line-changes.js';
export { lineChangesBetween } from './basket-line-changes.js';
