import { itemShippingType } from './item-shipping-type.js';
import type { ShippableItem } from './item-shipping-type.js';
import { isPickupShippingType } from './shipping-method-type.js';

/** A cart split for the cart page: items delivered home (incl. digital) and items picked up. */
export interface CartDeliveryGroups<T> {
  readonly homeDelivery: T[];
  readonly pickup: T[];
}

/**
 * Splits cart items into the home-delivery group and the pickup group, keeping their order.
 * @example groupCartByDelivery(items).pickup // the items with pickup, pudo or sts selected
 */
export function groupCartByDelivery<T extends ShippableItem>(items: readonly T[]): CartDeliveryGroups<T> {
  const homeDelivery: T[] = [];
  const pickup: T[] = [];
  for (const item of items) {
    (isPickupShippingType(itemShippingType(item)) ? pickup : homeDelivery).push(item);
  }
  return { homeDelivery, pickup };
}

/** True when the cart has items and every one of them is picked up. */
export function isPickupOnlyCart(items: readonly ShippableItem[]): boolean {
  return items.length > 0 && items.every((item) => isPickupShippingType(itemShippingType(item)));
}
