// The cart use cases: load and price, create, add, change, coupons, adjustments.
export type { CartDeps, CartCaller } from './cart-deps.js';
export { priceCart } from './price-cart.js';
export { findOwnedBasket } from './owned-basket.js';
export type { OwnershipOptions } from './owned-basket.js';
export { loadCart, viewCart } from './load-cart.js';
export type { LoadedCart, LoadCartInput } from './load-cart.js';
export { toCartAnswer, APPLIED_REWARD_METHODS } from './cart-answer.js';
export { inCartTransaction } from './cart-transaction.js';
export { syncGiftLines } from './sync-gift-lines.js';
export { addItemsToCart, addLinesToBasket } from './add-items-to-cart.js';
export { createCart, createCartWithItems, cartCurrencyFor } from './create-cart.js';
export { changeCartItem } from './change-cart-item.js';
export type { CartItemChange } from './change-cart-item.js';
export { checkCoupon, normalisePromoCode } from './check-coupon.js';
export type { CouponContext } from './check-coupon.js';
export { applyCoupon, removeCoupon } from './apply-coupon.js';
export { savePriceAdjustment, removePriceAdjustment, setDeviceFingerprint } from './price-adjustments.js';
export type { PriceAdjustmentInput } from './price-adjustments.js';
