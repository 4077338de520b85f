import { apiRoutes } from '@stride/application/api-routes';
import type { ShipmentMethodsAnswer } from '@stride/application/storefront';
import { getShippingMethods, loadCart, setShippingMethod } from '@stride/application/commerce';
import type { CartDeps, DeliveryDeps, ShipmentMethods } from '@stride/application/commerce';
import { toMajorUnits } from '@stride/domain/money';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { cartCaller } from '../cart/cart-deps.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { deliveryCaller } from './delivery-deps.js';

function shipmentAnswer(shipment: ShipmentMethods): ShipmentMethodsAnswer {
  return {
    shippingId: shipment.shippingId,
    ...(shipment.storeId === undefined ? {} : { storeId: shipment.storeId }),
    applicableShippingMethods: shipment.methods.map((m) => ({
      code: m.code,
      label: m.label,
      deliveryTime: m.deliveryTime,
      price: { amount: toMajorUnits(m.price) },
      type: m.type,
    })),
    ...(shipment.selectedCode === undefined ? {} : { code: shipment.selectedCode }),
  };
}

/** Applicable shipping methods of a shipment, and choosing one. */
export function registerShippingMethodRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: DeliveryDeps, cart: CartDeps): void {
  defineRoute(app, registry, apiRoutes.getShippingMethods, async ({ params, principal, query }) =>
    (await getShippingMethods(deps, { basketId: params.basketId, shippingId: params.shippingId, caller: deliveryCaller(principal, query.locale) })).map(
      shipmentAnswer,
    ),
  );

  defineRoute(app, registry, apiRoutes.setShippingMethod, async ({ body, principal, query }) => {
    const chosen = await setShippingMethod(deps, {
      basketId: body.cartId,
      shippingId: body.shippingId,
      code: body.code,
      caller: deliveryCaller(principal, query.locale),
    });
    if (chosen.isErr()) return chosen.map(() => undefined as never);
    // The lines whose delivery this call changed are reported as the spec's transitions (docs/api-delivery.md).
    const moved = chosen.value.transitions.map((t) => ({ code: t.code, type: t.name, details: { itemId: t.itemId } }));
    return (await loadCart(cart, { basketId: body.cartId, principal: cartCaller(principal, query.locale) })).map((loaded) => ({
      ...loaded.answer,
      flash: [...loaded.answer.flash, ...moved],
    }));
  });
}
