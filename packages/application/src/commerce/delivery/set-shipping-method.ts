import { errAsync, ResultAsync } from 'neverthrow';
import {
  becomesHomeShippingMethod,
  chooseShippingMethod,
  lineDeliveryTransition,
  type LineDeliveryTransition,
  type ShippingMethodChoice,
} from '@stride/domain/shipping';
import type { StrideError } from '@stride/domain/errors';
import type { DeliveryCaller, DeliveryDeps } from './delivery-deps.js';
import { ownedDeliveryBasket } from './owned-delivery-basket.js';
import { shipmentMethods } from './shipment-methods.js';

/** The shipping method call: cartId, code, shippingId (shopperAppliedSM is recorded by the client only). */
export interface SetShippingMethodInput {
  readonly basketId: string;
  readonly shippingId: string;
  readonly code: string;
  readonly caller: DeliveryCaller;
}

/** A chosen method, with the lines whose delivery it changed (home to pickup, pickup to ship to store, ...). */
export interface ShippingMethodChosen extends ShippingMethodChoice {
  readonly transitions: readonly (LineDeliveryTransition & { readonly itemId: string })[];
}

/**
 * Chooses a method for one shipment of the caller's basket: it must be applicable now (SHP404
 * otherwise); the lines that take it are updated, and for a store shipment they move to that store.
 * Answers the delivery transitions the moved lines made, for the answer's flash (commerce section 4).
 */
export function setShippingMethod(deps: DeliveryDeps, input: SetShippingMethodInput): ResultAsync<ShippingMethodChosen, StrideError> {
  return new ResultAsync(ownedDeliveryBasket(deps, input.basketId, input.caller))
    .andThen((basket) => new ResultAsync(shipmentMethods(deps, basket, input.shippingId)))
    .andThen((shipment) => {
      const choice = chooseShippingMethod(shipment.lines, shipment.methods, input.code, shipment.kind);
      if (choice.isErr()) return errAsync(choice.error);
      const selection = {
        code: choice.value.code,
        itemIds: choice.value.itemIds,
        isHomeShipment: becomesHomeShippingMethod(shipment.lines, choice.value.code, shipment.kind),
        storeId: shipment.storeId,
      };
      const after = { shippingMethodCode: choice.value.code, storeId: shipment.storeId ?? null };
      const transitions = shipment.lines
        .filter((line) => choice.value.itemIds.includes(line.itemId))
        .flatMap((line) => {
          const made = lineDeliveryTransition({ shippingMethodCode: line.shippingMethodCode, storeId: line.storeId ?? null }, after);
          return made === undefined ? [] : [{ ...made, itemId: line.itemId }];
        });
      return ResultAsync.fromSafePromise(deps.baskets.saveShippingMethod(input.basketId, selection)).map(() => ({ ...choice.value, transitions }));
    });
}
