import { groupCartByDelivery } from '@stride/domain/shipping';
import { okAsync, ResultAsync } from 'neverthrow';
import type { CartAnswer } from '../../api-contract/cart.contract.js';
import type { ShipmentMethodsAnswer } from '../../api-contract/delivery.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import type { CartDeps } from './cart-deps.js';
import { lineForItem } from './rebuild-lines.js';
import { ensureBasket, runCartCall } from './run-cart-call.js';

/** The shipment id of home delivery, and of a store's pickup (docs/api-delivery.md). */
export const HOME_SHIPMENT_ID = 'me';
export const storeShipmentId = (storeId: string): string => `store-${storeId}`;

/** What a store (or home) offers for the cart's items now: pickup, ship to store, standard, express. */
export function shipmentMethods(deps: CartDeps, shippingId: string): ResultAsync<ShipmentMethodsAnswer, ApiFailure> {
  return ensureBasket(deps).andThen((basketId) => deps.api.shippingMethods(basketId, shippingId));
}

/**
 * Picks up the cart's home-delivery items at a store with the store's method (`pickup` or `sts`):
 * the API moves a shipment's parcels at once (`POST /cart/v1/shippingMethod`).
 */
export function pickUpAtStore(deps: CartDeps, storeId: string, code: string): ResultAsync<CartAnswer, ApiFailure> {
  return runCartCall(deps, (basketId) => deps.api.setShippingMethod(basketId, storeShipmentId(storeId), code));
}

/**
 * Delivers every picked-up item home with the chosen home method. The API has no call that moves a
 * store line home, so each one is added again without its store, then its store line removed
 * (added first: a refused add leaves the item where it was).
 */
export function deliverHome(deps: CartDeps, cart: CartAnswer, code: string): ResultAsync<CartAnswer, ApiFailure> {
  const moving = groupCartByDelivery(cart.items).pickup.filter((item) => !item.bonus);
  return runCartCall(deps, (basketId) => {
    const added =
      moving.length === 0
        ? deps.api.getCart(basketId)
        : deps.api.addItems(
            basketId,
            moving.map((item) => lineForItem(item, { keepStore: false })),
          );
    return added
      .andThen((after) =>
        removeAll(
          deps,
          basketId,
          moving.map((item) => item.id),
          after,
        ),
      )
      .andThen(() => deps.api.setShippingMethod(basketId, HOME_SHIPMENT_ID, code));
  });
}

function removeAll(deps: CartDeps, basketId: string, itemIds: readonly string[], start: CartAnswer): ResultAsync<CartAnswer, ApiFailure> {
  return itemIds.reduce<ResultAsync<CartAnswer, ApiFailure>>(
    (previous, itemId) => previous.andThen(() => deps.api.removeItem(basketId, itemId)),
    okAsync(start),
  );
}
