import { addCartItemsBodySchema, addPriceAdjustmentBodySchema, cartAnswerSchema, cartParamsSchema, cartWithItemBodySchema, couponBodySchema, createCartQuerySchema, deviceFingerprintBodySchema, getCartQuerySchema, priceAdjustmentParamsSchema, removeCartItemBodySchema, reserveWithItemBodySchema, updateCartItemBodySchema, updatePriceAdjustmentBodySchema } from '../cart.contract.js';
import { route } from './route-definition.js';

const ADD_ERRORS = ['BSK404', 'INV700', 'INV701', 'INV702', 'INV408', 'ORD404', 'ATTR300'];
const COUPON_ERRORS = ['BSK404', 'PRM130', 'PRM160', 'PRM135', 'PRM155', 'PRM140', 'PRM150', 'PRM416'];
// An agent refused on their own basket is signed in: 403, not the 401 of a missing token.
const ADJUSTMENT_ERROR_STATUS = { AUT432: 403 };
const ADJUSTMENT_ERRORS = ['BSK404', 'ORD404', 'GWP403', 'PRC400', 'AUT432'];

/** The cart routes. */
export const cartRoutes = {
  removeCartItem: route('removeCartItem', {
    summary: 'Remove an item from a cart',
    tags: ['Cart'],
    auth: 'required',
    body: removeCartItemBodySchema,
    answer: cartAnswerSchema,
    errors: ['BSK404', 'ORD404', 'GWP403'],
  }),
  updateCartItem: route('updateCartItem', {
    summary: "Change an item's quantity (0 removes it)",
    tags: ['Cart'],
    auth: 'required',
    params: cartParamsSchema,
    body: updateCartItemBodySchema,
    answer: cartAnswerSchema,
    errors: ['BSK404', 'ORD404', 'GWP403', 'INV408'],
  }),
  applyCoupon: route('applyCoupon', {
    summary: 'Apply a promo code',
    tags: ['Cart'],
    auth: 'required',
    body: couponBodySchema,
    answer: cartAnswerSchema,
    errors: COUPON_ERRORS,
  }),
  removeCoupon: route('removeCoupon', {
    summary: 'Remove a promo code',
    tags: ['Cart'],
    auth: 'required',
    body: couponBodySchema,
    answer: cartAnswerSchema,
    errors: ['BSK404', 'PRM130'],
  }),
  setDeviceFingerprint: route('setDeviceFingerprint', {
    summary: "Store the device fingerprint on the cart (read by checkout's fraud check)",
    tags: ['Cart'],
    auth: 'required',
    body: deviceFingerprintBodySchema,
    answer: cartAnswerSchema,
    errors: ['BSK404'],
  }),
  addPriceAdjustment: route('addPriceAdjustment', {
    summary: 'Adjust a price (agents: an amount off a line or the order, with a reason)',
    tags: ['Cart'],
    auth: 'agent',
    params: cartParamsSchema,
    body: addPriceAdjustmentBodySchema,
    answer: cartAnswerSchema,
    successStatus: 201,
    errors: ADJUSTMENT_ERRORS,
    errorStatus: ADJUSTMENT_ERROR_STATUS,
  }),
  updatePriceAdjustment: route('updatePriceAdjustment', {
    summary: 'Change a price adjustment (agents)',
    tags: ['Cart'],
    auth: 'agent',
    params: priceAdjustmentParamsSchema,
    body: updatePriceAdjustmentBodySchema,
    answer: cartAnswerSchema,
    errors: ADJUSTMENT_ERRORS,
    errorStatus: ADJUSTMENT_ERROR_STATUS,
  }),
  removePriceAdjustment: route('removePriceAdjustment', {
    summary: 'Remove a price adjustment (agents)',
    tags: ['Cart'],
    auth: 'agent',
    params: priceAdjustmentParamsSchema,
    answer: cartAnswerSchema,
    errors: ADJUSTMENT_ERRORS,
    errorStatus: ADJUSTMENT_ERROR_STATUS,
  }),
  createCart: route('createCart', {
    summary: 'Create an empty cart owned by the caller',
    tags: ['Cart'],
    auth: 'required',
    query: createCartQuerySchema,
    answer: cartAnswerSchema,
    successStatus: 201,
  }),
  getCart: route('getCart', {
    summary: 'Load a cart, priced (its owner, or a support agent helping the shopper)',
    tags: ['Cart'],
    auth: 'required',
    params: cartParamsSchema,
    query: getCartQuerySchema,
    answer: cartAnswerSchema,
    errors: ['BSK404'],
  }),
  addCartItems: route('addCartItems', {
    summary: 'Add items to a cart',
    tags: ['Cart'],
    auth: 'required',
    body: addCartItemsBodySchema,
    answer: cartAnswerSchema,
    errors: ADD_ERRORS,
  }),
  createCartWithItems: route('createCartWithItems', {
    summary: 'Create a cart holding the given items',
    tags: ['Cart'],
    auth: 'required',
    query: createCartQuerySchema,
    body: cartWithItemBodySchema,
    answer: cartAnswerSchema,
    successStatus: 201,
    errors: ADD_ERRORS,
  }),
  reserveWithItem: route('reserveWithItem', {
    summary: 'Create a cart reserving one item for pickup in a store (stock checked, taken at order)',
    tags: ['Cart'],
    auth: 'required',
    query: createCartQuerySchema,
    body: reserveWithItemBodySchema,
    answer: cartAnswerSchema,
    successStatus: 201,
    errors: ADD_ERRORS,
  }),
};
