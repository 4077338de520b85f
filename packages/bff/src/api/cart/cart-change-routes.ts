import { apiRoutes } from '@stride/application/api-routes';
import { applyCoupon, changeCartItem, removeCoupon, removePriceAdjustment, savePriceAdjustment, setDeviceFingerprint } from '@stride/application/commerce';
import type { CartCaller, CartDeps } from '@stride/application/commerce';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import type { Principal } from '../principal.js';
import { cartCaller } from './cart-deps.js';
import { answerOf } from './cart-routes.js';

/** Item quantity and removal, coupons, device fingerprint. */
export function registerCartChangeRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: CartDeps): void {
  defineRoute(app, registry, apiRoutes.removeCartItem, async ({ body, principal, query }) =>
    answerOf(await changeCartItem(deps, { basketId: body.cartId, itemId: body.itemId, caller: cartCaller(principal, query.locale) })),
  );

  defineRoute(app, registry, apiRoutes.updateCartItem, async ({ body, params, principal, query }) =>
    answerOf(
      await changeCartItem(deps, {
        basketId: params.basketId,
        itemId: body.itemId,
        qty: body.qty,
        maxQty: body.maxQty,
        variant: { productId: body.productId, upc: body.upc },
        giftOption: body.giftOption,
        caller: cartCaller(principal, query.locale),
      }),
    ),
  );

  defineRoute(app, registry, apiRoutes.applyCoupon, async ({ body, principal, query }) =>
    answerOf(await applyCoupon(deps, { basketId: body.cartId, code: body.code, caller: cartCaller(principal, query.locale) })),
  );

  defineRoute(app, registry, apiRoutes.removeCoupon, async ({ body, principal, query }) =>
    answerOf(await removeCoupon(deps, { basketId: body.cartId, code: body.code, caller: cartCaller(principal, query.locale) })),
  );

  defineRoute(app, registry, apiRoutes.setDeviceFingerprint, async ({ body, principal, query }) =>
    answerOf(await setDeviceFingerprint(deps, { basketId: body.cartId, fingerprint: body.deviceFingerPrint, caller: cartCaller(principal, query.locale) })),
  );
}

/** The caller of a price adjustment: the principal, with the associate of the device's in-store session when there is one. */
function adjustingCaller(c: Context<AppEnv>, principal: Principal | undefined): CartCaller {
  const inStore = c.get('inStore');
  return { ...cartCaller(principal), ...(inStore === undefined ? {} : { assistedBy: inStore.associateNo }) };
}

/** Price adjustments: agents, and associates through a store device's in-store session. */
export function registerPriceAdjustmentRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: CartDeps): void {
  defineRoute(app, registry, apiRoutes.addPriceAdjustment, async ({ body, params, principal, c }) =>
    answerOf(
      await savePriceAdjustment(deps, {
        basketId: params.basketId,
        itemId: body.itemId,
        amount: body.amount,
        reason: body.reason,
        caller: adjustingCaller(c, principal),
      }),
    ),
  );

  defineRoute(app, registry, apiRoutes.updatePriceAdjustment, async ({ body, params, principal, c }) =>
    answerOf(
      await savePriceAdjustment(deps, {
        basketId: params.basketId,
        adjustmentId: params.adjustmentId,
        amount: body.amount,
        reason: body.reason,
        caller: adjustingCaller(c, principal),
      }),
    ),
  );

  defineRoute(app, registry, apiRoutes.removePriceAdjustment, async ({ params, principal, c }) =>
    answerOf(await removePriceAdjustment(deps, { basketId: params.basketId, adjustmentId: params.adjustmentId, caller: adjustingCaller(c, principal) })),
  );
}
