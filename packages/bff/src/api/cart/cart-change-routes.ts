import {
  addPriceAdjustmentBodySchema,
  cartAnswerSchema,
  cartParamsSchema,
  couponBodySchema,
  deviceFingerprintBodySchema,
  priceAdjustmentParamsSchema,
  removeCartItemBodySchema,
  updateCartItemBodySchema,
  updatePriceAdjustmentBodySchema,
} from '@stride/application/storefront';
import { applyCoupon, changeCartItem, removeCoupon, removePriceAdjustment, savePriceAdjustment, setDeviceFingerprint } from '@stride/application/commerce';
import type { CartDeps } from '@stride/application/commerce';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { cartCaller } from './cart-deps.js';
import { answerOf } from './cart-routes.js';

const tags = ['Cart'];
const COUPON_ERRORS = ['BSK404', 'PRM130', 'PRM160', 'PRM135', 'PRM155', 'PRM140', 'PRM150', 'PRM416'];

/** Item quantity and removal, coupons, device fingerprint. */
export function registerCartChangeRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: CartDeps): void {
  defineRoute(app, registry, {
    method: 'delete', path: '/cart/v1/item', summary: 'Remove an item from a cart', tags, auth: 'required',
    body: removeCartItemBodySchema, answer: cartAnswerSchema, errors: ['BSK404', 'ORD404', 'GWP403'],
  }, async ({ body, principal }) => answerOf(await changeCartItem(deps, { basketId: body.cartId, itemId: body.itemId, caller: cartCaller(principal) })));

  defineRoute(app, registry, {
    method: 'put', path: '/cart/v1/cart/:basketId/item', summary: "Change an item's quantity (0 removes it)", tags, auth: 'required',
    params: cartParamsSchema, body: updateCartItemBodySchema, answer: cartAnswerSchema, errors: ['BSK404', 'ORD404', 'GWP403', 'INV408'],
  }, async ({ body, params, principal }) =>
    answerOf(await changeCartItem(deps, { basketId: params.basketId, itemId: body.itemId, qty: body.qty, maxQty: body.maxQty, caller: cartCaller(principal) })));

  defineRoute(app, registry, {
    method: 'put', path: '/cart/v1/coupon', summary: 'Apply a promo code', tags, auth: 'required',
    body: couponBodySchema, answer: cartAnswerSchema, errors: COUPON_ERRORS,
  }, async ({ body, principal }) => answerOf(await applyCoupon(deps, { basketId: body.cartId, code: body.code, caller: cartCaller(principal) })));

  defineRoute(app, registry, {
    method: 'delete', path: '/cart/v1/coupon', summary: 'Remove a promo code', tags, auth: 'required',
    body: couponBodySchema, answer: cartAnswerSchema, errors: ['BSK404', 'PRM130'],
  }, async ({ body, principal }) => answerOf(await removeCoupon(deps, { basketId: body.cartId, code: body.code, caller: cartCaller(principal) })));

  defineRoute(app, registry, {
    method: 'post', path: '/cart/v1/deviceFingerPrint', summary: "Store the device fingerprint on the cart (read by checkout's fraud check)", tags, auth: 'required',
    body: deviceFingerprintBodySchema, answer: cartAnswerSchema, errors: ['BSK404'],
  }, async ({ body, principal }) => answerOf(await setDeviceFingerprint(deps, { basketId: body.cartId, fingerprint: body.deviceFingerPrint, caller: cartCaller(principal) })));
}

/** Agents' price adjustments. */
export function registerPriceAdjustmentRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: CartDeps): void {
  const errors = ['BSK404', 'ORD404', 'GWP403', 'PRC400', 'AUT432'];
  // A signed-in agent refused (not in an agent session, or on their own basket) is forbidden, not unauthenticated.
  const errorStatus = { AUT432: 403 };
  defineRoute(app, registry, {
    method: 'post', path: '/cart/v1/cart/:basketId/price_adjustments', summary: 'Adjust a price (agents: an amount off a line or the order, with a reason)', tags, auth: 'agent',
    params: cartParamsSchema, body: addPriceAdjustmentBodySchema, answer: cartAnswerSchema, successStatus: 201, errors, errorStatus,
  }, async ({ body, params, principal }) =>
    answerOf(await savePriceAdjustment(deps, { basketId: params.basketId, itemId: body.itemId, amount: body.amount, reason: body.reason, caller: cartCaller(principal) })));

  defineRoute(app, registry, {
    method: 'patch', path: '/cart/v1/cart/:basketId/price_adjustments/:adjustmentId', summary: 'Change a price adjustment (agents)', tags, auth: 'agent',
    params: priceAdjustmentParamsSchema, body: updatePriceAdjustmentBodySchema, answer: cartAnswerSchema, errors, errorStatus,
  }, async ({ body, params, principal }) =>
    answerOf(await savePriceAdjustment(deps, { basketId: params.basketId, adjustmentId: params.adjustmentId, amount: body.amount, reason: body.reason, caller: cartCaller(principal) })));

  defineRoute(app, registry, {
    method: 'delete', path: '/cart/v1/cart/:basketId/price_adjustments/:adjustmentId', summary: 'Remove a price adjustment (agents)', tags, auth: 'agent',
    params: priceAdjustmentParamsSchema, answer: cartAnswerSchema, errors, errorStatus,
  }, async ({ params, principal }) =>
    answerOf(await removePriceAdjustment(deps, { basketId: params.basketId, adjustmentId: params.adjustmentId, caller: cartCaller(principal) })));
}
