import type { StorefrontMessageKey } from '../errors/index.js';
import type { ShippingMethodType } from './shipping-method-type.js';

/** A delivery change reported by the server, with the message the shopper sees for it. */
export interface DeliveryTransition {
  readonly from?: ShippingMethodType;
  readonly to?: ShippingMethodType;
  readonly itemLevel: boolean;
  readonly messageKey: StorefrontMessageKey;
}

// Moving between home delivery and a store changes the delivery method; moving between pickup and
// ship-to-store keeps the store and changes only the details. A downgrade concerns the whole order.
/** The delivery transitions of commerce section 4. */
export const DELIVERY_TRANSITIONS = {
  PickupToSthTransition: { from: 'PICKUP', to: 'STH', itemLevel: true, messageKey: 'ITEM_DELIVERY_METHOD_CHANGED' },
  PickupToStsTransition: { from: 'PICKUP', to: 'BOPIS_STS', itemLevel: true, messageKey: 'ITEM_DELIVERY_DETAILS_CHANGED' },
  StsToSthTransition: { from: 'BOPIS_STS', to: 'STH', itemLevel: true, messageKey: 'ITEM_DELIVERY_METHOD_CHANGED' },
  StsToPickupTransition: { from: 'BOPIS_STS', to: 'PICKUP', itemLevel: true, messageKey: 'ITEM_DELIVERY_DETAILS_CHANGED' },
  STHToPickupTransition: { from: 'STH', to: 'PICKUP', itemLevel: true, messageKey: 'ITEM_DELIVERY_METHOD_CHANGED' },
  OrderShippingMethodDowngraded: { itemLevel: false, messageKey: 'ORDER_UPDATED' },
} as const satisfies Record<string, DeliveryTransition>;

/** The name of a delivery transition. */
export type DeliveryTransitionName = keyof typeof DELIVERY_TRANSITIONS;

/** What the storefront does with a transition: mark one item as changed, or show an information message. */
export type DeliveryTransitionEffect =
  | { readonly kind: 'mark-item'; readonly itemId: string; readonly transition: DeliveryTransitionName; readonly messageKey: StorefrontMessageKey }
  | { readonly kind: 'info'; readonly transition: DeliveryTransitionName; readonly messageKey: StorefrontMessageKey };

/** A flash message as the cart answer carries it. */
export interface DeliveryFlash {
  readonly type?: string;
  readonly code?: string;
  readonly details?: unknown;
}

/** True when the value names a delivery transition. */
export function isDeliveryTransitionName(value: string | undefined): value is DeliveryTransitionName {
  return value !== undefined && Object.hasOwn(DELIVERY_TRANSITIONS, value);
}

/**
 * The effect of a flash: an item-level transition naming an item marks that item as having a changed
 * delivery method; otherwise an information message is shown. Undefined for a flash that is no transition.
 * @example deliveryTransitionEffect({ type: 'StsToSthTransition', details: { itemId: 'i1' } }) // mark-item i1
 */
export function deliveryTransitionEffect(flash: DeliveryFlash): DeliveryTransitionEffect | undefined {
  const transition = [flash.type, flash.code].find(isDeliveryTransitionName);
  if (transition === undefined) return undefined;
  const { itemLevel, messageKey } = DELIVERY_TRANSITIONS[transition];
  const itemId = itemIdOf(flash.details);
  return itemLevel && itemId !== undefined ? { kind: 'mark-item', itemId, transition, messageKey } : { kind: 'info', transition, messageKey };
}

function itemIdOf(details: unknown): string | undefined {
  if (typeof details !== 'object' || details === null || !('itemId' in details)) return undefined;
  const { itemId } = details;
  return typeof itemId === 'string' && itemId.length > 0 ? itemId : undefined;
}
