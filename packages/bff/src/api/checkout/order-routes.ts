import type { CartDeps, CheckoutDeps } from '@stride/application/commerce';
import { cancelOrder, completeChallenge, getOrder, listOrders, placeOrder, prepareOrder, searchOrdersByEmail, trackOrder } from '@stride/application/commerce';
import {
  agentOrderSearchAnswerSchema, agentOrderSearchRequestSchema, basketPaymentsAnswerSchema, cancelOrderRequestSchema, orderAnswerSchema, orderParamsSchema, patchOrderRequestSchema, placeOrderRequestSchema,
  prepareOrderRequestSchema, purchaseHistoryAnswerSchema, purchaseHistoryRequestSchema, purchaseParamsSchema, trackOrderRequestSchema,
} from '@stride/application/storefront';
import type { Hono } from 'hono';
import { err, ok } from 'neverthrow';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { basketPaymentsAnswer, orderAnswer } from './checkout-answers.js';
import { cartAfter } from './payment-routes.js';
import { withFieldDetails } from '../delivery/field-details-message.js';
import { checkoutCaller } from './checkout-deps.js';

const locale = z.object({ locale: z.string().max(20).optional() });
const PLACE_ERRORS = ['BSK404', 'INV406', 'INV409', 'INV700', 'INV702', 'SHP404', 'BIL400', 'PYT400', 'PAY400', 'PYT402', 'PYT404', 'PRM140', 'GFC740', 'STR404', 'AUT403', 'BILL410', 'CHK380'];

/** Prepare, place and patch an order. */
export function registerPlaceOrderRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: CheckoutDeps, cart: CartDeps): void {
  defineRoute(app, registry, {
    method: 'post', path: '/cart/v1/cart/prepareOrder', summary: 'Check the basket is ready to order (stock, addresses, method, payments)', tags: ['checkout'],
    auth: 'required', query: locale, body: prepareOrderRequestSchema, answer: basketPaymentsAnswerSchema, errors: PLACE_ERRORS.slice(0, 8),
  }, async ({ body, principal }) => {
    const caller = checkoutCaller(principal);
    const ready = await prepareOrder(deps, { basketId: body.basketId, caller });
    if (ready.isErr()) return err(ready.error);
    return (await cartAfter(cart, body.basketId, principal)).map(basketPaymentsAnswer);
  });

  defineRoute(app, registry, {
    method: 'put', path: '/cart/v2/checkout/order', summary: 'Place the order (idempotent per basket)', tags: ['checkout'], auth: 'required',
    query: locale, body: placeOrderRequestSchema, answer: orderAnswerSchema, errors: PLACE_ERRORS,
  }, async ({ body, query, principal }) => {
    const placed = await placeOrder(deps, {
      cartId: body.cartId, caller: checkoutCaller(principal), billingAddress: body.billingAddress, inStoreSalesInfo: body.inStoreSalesInfo, recaptchaResponse: body.recaptcha_response, locale: query.locale,
    });
    return placed.isErr() ? err(withFieldDetails(placed.error)) : ok(orderAnswer(placed.value.order, { st: placed.value.st, challenge: placed.value.challenge }));
  });

  defineRoute(app, registry, {
    method: 'patch', path: '/cart/v2/checkout/order/:orderNumber', summary: 'Send the 3-D Secure result for a pending order', tags: ['checkout'], auth: 'required',
    query: locale, params: orderParamsSchema, body: patchOrderRequestSchema, answer: orderAnswerSchema, errors: ['ORD409', 'PAY400'],
  }, async ({ params, body, principal }) => {
    const done = await completeChallenge(deps, { orderNumber: params.orderNumber, caller: checkoutCaller(principal), threeDS2Result: body.paymentMethod.additionalData.threeDS2Result });
    return done.isErr() ? err(done.error) : ok(orderAnswer(done.value.order));
  });
}

/** Order reads, guest tracking and cancellation. */
export function registerOrderRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: CheckoutDeps): void {
  defineRoute(app, registry, {
    method: 'get', path: '/consumers-v3/consumer/purchase/:orderId', summary: 'One order (its owner, or an agent)', tags: ['orders'], auth: 'required',
    params: purchaseParamsSchema, answer: orderAnswerSchema, errors: ['OHS4004'],
  }, async ({ params, principal }) => {
    const order = await getOrder(deps, { orderNumber: params.orderId, caller: checkoutCaller(principal) });
    return order.isErr() ? err(order.error) : ok(orderAnswer(order.value));
  });

  defineRoute(app, registry, {
    method: 'post', path: '/consumers-v3/consumer/purchasehistory', summary: "The caller's orders, newest first", tags: ['orders'], auth: 'required',
    body: purchaseHistoryRequestSchema, answer: purchaseHistoryAnswerSchema,
  }, async ({ body, principal }) => {
    const page = await listOrders(deps, { caller: checkoutCaller(principal), start: body.start, count: body.count });
    return ok({ total: page.total, start: body.start, count: body.count, orders: page.orders.map((o) => orderAnswer(o)) });
  });

  defineRoute(app, registry, {
    method: 'post', path: '/consumers-v3/agent/orders/search', summary: 'Orders placed with an e-mail, newest first (support agents only)', tags: ['orders'],
    auth: 'agent', body: agentOrderSearchRequestSchema, answer: agentOrderSearchAnswerSchema, errors: ['AUT432', 'ATTR300'],
  }, async ({ body, principal }) => {
    const page = await searchOrdersByEmail(deps, { caller: checkoutCaller(principal), email: body.email, start: body.start, count: body.count });
    return page.map((found) => ({ total: found.total, start: body.start, count: body.count, orders: found.orders.map((o) => orderAnswer(o)) }));
  });

  defineRoute(app, registry, {
    method: 'post', path: '/consumers-v3/consumer/TrackOrder', summary: 'Track an order by number and e-mail (or st), for guests', tags: ['orders'], auth: 'optional',
    body: trackOrderRequestSchema, answer: orderAnswerSchema, errors: ['ORD409'],
  }, async ({ body }) => {
    const order = await trackOrder(deps, body);
    return order.isErr() ? err(order.error) : ok(orderAnswer(order.value));
  });

  defineRoute(app, registry, {
    method: 'post', path: '/consumers-v3/consumer/CancelOrder', summary: 'Cancel an order before shipment (stock and payments returned)', tags: ['orders'], auth: 'required',
    query: locale, body: cancelOrderRequestSchema, answer: orderAnswerSchema, errors: ['OHS4004', 'ORD_NOT_CANCELLABLE'],
  }, async ({ body, principal }) => {
    const cancelled = await cancelOrder(deps, { orderNumber: body.orderNumber, caller: checkoutCaller(principal) });
    return cancelled.isErr() ? err(cancelled.error) : ok(orderAnswer(cancelled.value));
  });
}
