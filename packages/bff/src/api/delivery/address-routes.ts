import { addressValidationAnswerSchema, billingAddressBodySchema, cartAnswerSchema, cartParamsSchema, shippingAddressBodySchema } from '@stride/application/storefront';
import { loadCart, removeBillingAddress, removeShippingAddress, setBillingAddress, setShippingAddress, validateShippingAddress } from '@stride/application/commerce';
import type { CartDeps, DeliveryDeps } from '@stride/application/commerce';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { cartCaller } from '../cart/cart-deps.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import type { Principal } from '../principal.js';
import { deliveryCaller } from './delivery-deps.js';
import { withFieldDetails } from './field-details-message.js';

const tags = ['Delivery'];
const SHIPPING_ERRORS = ['BSK404', 'SHP410', 'CHK380', 'SHP500', 'PAY401', 'AUT403', 'ATTR300'];

/** The cart after a delivery write, as every cart call answers. */
async function cartAfter(cart: CartDeps, basketId: string, principal: Principal | undefined) {
  return (await loadCart(cart, { basketId, principal: cartCaller(principal) })).map((loaded) => loaded.answer);
}

/** Shipping address (set, remove, validate) and billing address (set, remove). */
export function registerAddressRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: DeliveryDeps, cart: CartDeps): void {
  defineRoute(app, registry, {
    method: 'post', path: '/cart/v2/cart/:basketId/shippingAddress', summary: 'Set the shipping address (PO boxes, countries, phone and fields checked; recaptcha when enabled)', tags, auth: 'required',
    params: cartParamsSchema, body: shippingAddressBodySchema, answer: cartAnswerSchema, errors: SHIPPING_ERRORS,
  }, async ({ params, body, principal, c }) => {
    const { context, bid: _bid, recaptcha_response, ...address } = body;
    const saved = await setShippingAddress(deps, { basketId: params.basketId, caller: deliveryCaller(principal), address, context, recaptchaResponse: recaptcha_response, locale: c.req.query('locale') });
    return saved.isErr() ? saved.mapErr(withFieldDetails).map(() => undefined as never) : cartAfter(cart, params.basketId, principal);
  });

  defineRoute(app, registry, {
    method: 'delete', path: '/cart/v2/cart/:basketId/shippingAddress', summary: 'Remove the shipping address', tags, auth: 'required',
    params: cartParamsSchema, answer: cartAnswerSchema, errors: ['BSK404'],
  }, async ({ params, principal }) => {
    const removed = await removeShippingAddress(deps, params.basketId, deliveryCaller(principal));
    return removed.isErr() ? removed.map(() => undefined as never) : cartAfter(cart, params.basketId, principal);
  });

  defineRoute(app, registry, {
    method: 'post', path: '/cart/v1/cart/:basketId/shippingAddress/validation', summary: 'Check a shipping address without saving it', tags, auth: 'required',
    params: cartParamsSchema, body: billingAddressBodySchema, answer: addressValidationAnswerSchema, errors: SHIPPING_ERRORS,
  }, async ({ params, body, principal, c }) =>
    (await validateShippingAddress(deps, { basketId: params.basketId, caller: deliveryCaller(principal), address: body, locale: c.req.query('locale') }))
      .map(() => ({ isValid: true as const, address: body }))
      .mapErr(withFieldDetails));

  defineRoute(app, registry, {
    method: 'post', path: '/cart/v1/cart/:basketId/billingAddress', summary: 'Set the billing address', tags, auth: 'required',
    params: cartParamsSchema, body: billingAddressBodySchema, answer: cartAnswerSchema, errors: ['BSK404', 'BIL400', 'BILL410', 'CHK380', 'ATTR300'],
  }, async ({ params, body, principal, c }) => {
    const saved = await setBillingAddress(deps, { basketId: params.basketId, caller: deliveryCaller(principal), address: body, locale: c.req.query('locale') });
    return saved.isErr() ? saved.mapErr(withFieldDetails).map(() => undefined as never) : cartAfter(cart, params.basketId, principal);
  });

  defineRoute(app, registry, {
    method: 'delete', path: '/cart/v1/cart/:basketId/billingAddress', summary: 'Remove the billing address', tags, auth: 'required',
    params: cartParamsSchema, answer: cartAnswerSchema, errors: ['BSK404'],
  }, async ({ params, principal }) => {
    const removed = await removeBillingAddress(deps, params.basketId, deliveryCaller(principal));
    return removed.isErr() ? removed.map(() => undefined as never) : cartAfter(cart, params.basketId, principal);
  });
}
