import { apiRoutes } from '@stride/application/api-routes';
import {
  loadCart,
  removeBillingAddress,
  removeShippingAddress,
  setBillingAddress,
  setShippingAddress,
  settleDeliveries,
  validateShippingAddress,
} from '@stride/application/commerce';
import type { CartFlash } from '@stride/domain/cart';
import type { CartDeps, DeliveryDeps } from '@stride/application/commerce';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { cartCaller } from '../cart/cart-deps.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import type { Principal } from '../principal.js';
import { deliveryCaller } from './delivery-deps.js';
import { withFieldDetails } from './field-details-message.js';

/** The cart after a delivery write, as every cart call answers, with the flash of what the write moved. */
async function cartAfter(cart: CartDeps, basketId: string, principal: Principal | undefined, siteLocale?: string, moved: readonly CartFlash[] = []) {
  return (await loadCart(cart, { basketId, principal: cartCaller(principal, siteLocale) })).map((loaded) => ({
    ...loaded.answer,
    flash: [...loaded.answer.flash, ...moved],
  }));
}

/** Shipping address (set, remove, validate) and billing address (set, remove). */
export function registerAddressRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: DeliveryDeps, cart: CartDeps): void {
  defineRoute(app, registry, apiRoutes.setShippingAddress, async ({ params, body, principal, query }) => {
    const { context, bid: _bid, recaptcha_response, ...address } = body;
    const saved = await setShippingAddress(deps, {
      basketId: params.basketId,
      caller: deliveryCaller(principal, query.locale),
      address,
      context,
      recaptchaResponse: recaptcha_response,
      locale: query.locale,
    });
    if (saved.isErr()) return saved.mapErr(withFieldDetails).map(() => undefined as never);
    // A new address may not get the home method chosen so far (express to Alaska): it is downgraded here.
    const moved = await settleDeliveries(deps, params.basketId, deliveryCaller(principal, query.locale));
    return cartAfter(cart, params.basketId, principal, query.locale, moved);
  });

  defineRoute(app, registry, apiRoutes.removeShippingAddress, async ({ params, principal, query }) => {
    const removed = await removeShippingAddress(deps, params.basketId, deliveryCaller(principal, query.locale));
    return removed.isErr() ? removed.map(() => undefined as never) : cartAfter(cart, params.basketId, principal, query.locale);
  });

  defineRoute(app, registry, apiRoutes.validateShippingAddress, async ({ params, body, principal, query }) =>
    (await validateShippingAddress(deps, { basketId: params.basketId, caller: deliveryCaller(principal, query.locale), address: body, locale: query.locale }))
      .map(() => ({ isValid: true as const, address: body }))
      .mapErr(withFieldDetails),
  );

  defineRoute(app, registry, apiRoutes.setBillingAddress, async ({ params, body, principal, query }) => {
    const saved = await setBillingAddress(deps, {
      basketId: params.basketId,
      caller: deliveryCaller(principal, query.locale),
      address: body,
      locale: query.locale,
    });
    return saved.isErr() ? saved.mapErr(withFieldDetails).map(() => undefined as never) : cartAfter(cart, params.basketId, principal, query.locale);
  });

  defineRoute(app, registry, apiRoutes.removeBillingAddress, async ({ params, principal, query }) => {
    const removed = await removeBillingAddress(deps, params.basketId, deliveryCaller(principal, query.locale));
    return removed.isErr() ? removed.map(() => undefined as never) : cartAfter(cart, params.basketId, principal, query.locale);
  });
}
