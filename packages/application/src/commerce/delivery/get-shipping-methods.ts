import { ResultAsync } from 'neverthrow';
import type { StrideError } from '@stride/domain/errors';
import type { DeliveryCaller, DeliveryDeps } from './delivery-deps.js';
import { ownedDeliveryBasket } from './owned-delivery-basket.js';
import { shipmentMethods, type ShipmentMethods } from './shipment-methods.js';

/** The applicable shipping methods of one shipment of the caller's basket, with prices and delivery times. */
export function getShippingMethods(
  deps: DeliveryDeps,
  input: { readonly basketId: string; readonly shippingId: string; readonly caller: DeliveryCaller },
): ResultAsync<ShipmentMethods, StrideError> {
  return new ResultAsync(ownedDeliveryBasket(deps, input.basketId, input.caller)).andThen(
    (basket) => new ResultAsync(shipmentMethods(deps, basket, input.shippingId)),
  );
}
