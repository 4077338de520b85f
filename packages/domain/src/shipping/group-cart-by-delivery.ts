import { itemShippingType } from './item-shipping-type.js';
import type { ShippableItem } from './item-shipping-type.js';
import { isPickupShippingType } from './shipping-method-type.js';

/** A cart split for the cart page: items delivered home, items picked up, and digital items (sent by e-mail). */
export interface CartDeliveryGroups<T> {
  readonly homeDelivery: T[];
  readonly pickup: T[];
  readonly digital: T[];
}

/**
 * Splits cart items into the home-delivery group, the pickup group and the digital group (a digital product is
 * neither shipped nor picked up: it is sent by e-mail, with its gift option), keeping their order.
 * @example groupCartByDelivery(items).pickup // the items with pickup, pudo or sts selected
 */
export function groupCartByDelivery<T extends ShippableItem>(items: readonly T[]): CartDeliveryGroups<T> {
  const homeDelivery: T[] = [];
  const pickup: T[] = [];
  const digital: T[] = [];
  for (const item of items) {
    if (item.isDigitalProduct === true) digital.push(item);
    else (isPickupShippingType(itemShippingType(item)) ? pickup : homeDelivery).push(item);
  }
  return { homeDelivery, pickup, digital };
}

/** True when the cart has items and every one of them is picked up. */
export function isPickupOnlyCart(items: readonly ShippableItem[]): boolean {
  return items.length > 0 && items.every((item) => item.isDigitalProduct !== true && isPickupShippingType(itemShippingType(item)));
}
