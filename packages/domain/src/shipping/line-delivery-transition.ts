import { DELIVERY_TRANSITIONS, type DeliveryTransition, type DeliveryTransitionName } from './delivery-transitions.js';
import { ORDER_DELIVERY_SWITCHES, type OrderDeliverySwitchCode } from './order-delivery-switch.js';
import { SHIPPING_METHOD_CODES } from './shipping-method-type.js';

/** Where a line goes: its shipping method code and, for store delivery, its store. */
export interface LineDelivery {
  readonly shippingMethodCode: string;
  readonly storeId: string | null;
}

/** A transition a line made, as the cart answer's flash reports it (commerce section 4). */
export interface LineDeliveryTransition {
  readonly name: DeliveryTransitionName;
  /** The order-level switch code of where the line went: ORD516 home, ORD517 pickup, ORD518 ship to store. */
  readonly code: OrderDeliverySwitchCode;
}

type Kind = 'STH' | 'PICKUP' | 'BOPIS_STS';

// Digital and custom-made lines never change delivery: they have no end of a transition.
function kindOf(delivery: LineDelivery): Kind | undefined {
  const code = delivery.shippingMethodCode.trim().toLowerCase();
  if (code === SHIPPING_METHOD_CODES.digital || code === SHIPPING_METHOD_CODES.customs) return undefined;
  if (delivery.storeId === null) return 'STH';
  if (code === SHIPPING_METHOD_CODES.shipToStore) return 'BOPIS_STS';
  return code === SHIPPING_METHOD_CODES.pickup || code === SHIPPING_METHOD_CODES.pudo ? 'PICKUP' : 'STH';
}

const switchCodeTo = (kind: Kind): OrderDeliverySwitchCode =>
  (Object.keys(ORDER_DELIVERY_SWITCHES) as OrderDeliverySwitchCode[]).find((code) => ORDER_DELIVERY_SWITCHES[code].to === kind) ?? 'ORD516';

/**
 * The named transition a line makes from one delivery to another (home to pickup, pickup to ship to
 * store, ...); undefined when it stays the same kind (a new store, express for standard) or the
 * spec names no such move (home to ship to store).
 * @example lineDeliveryTransition({ shippingMethodCode: 'standard', storeId: null }, { shippingMethodCode: 'pickup', storeId: 'US101' }) // STHToPickupTransition, ORD517
 */
export function lineDeliveryTransition(before: LineDelivery, after: LineDelivery): LineDeliveryTransition | undefined {
  const from = kindOf(before);
  const to = kindOf(after);
  if (from === undefined || to === undefined || from === to) return undefined;
  const name = (Object.keys(DELIVERY_TRANSITIONS) as DeliveryTransitionName[]).find((candidate) => {
    const transition: DeliveryTransition = DELIVERY_TRANSITIONS[candidate];
    return transition.from === from && transition.to === to;
  });
  return name === undefined ? undefined : { name, code: switchCodeTo(to) };
}
