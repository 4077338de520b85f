import type { ShippingMethodType } from './shipping-method-type.js';

/** An order-level delivery switch: the type the order moved to and its English message. */
export interface OrderDeliverySwitch {
  readonly code: OrderDeliverySwitchCode;
  readonly to: ShippingMethodType;
  readonly meaning: string;
  readonly message: string;
}

/** The order-level codes ORD516, ORD517 and ORD518 (shipping, pickup and ship-to-store switches). */
export const ORDER_DELIVERY_SWITCHES = {
  ORD516: { to: 'STH', meaning: 'shipping switch', message: 'Your order has been switched to home delivery.' },
  ORD517: { to: 'PICKUP', meaning: 'pickup switch', message: 'Your order has been switched to store pickup.' },
  ORD518: { to: 'BOPIS_STS', meaning: 'ship-to-store switch', message: 'Your order has been switched to ship to store.' },
} as const;

/** One of ORD516, ORD517, ORD518. */
export type OrderDeliverySwitchCode = keyof typeof ORDER_DELIVERY_SWITCHES;

/**
 * The delivery switch an order-level code stands for; undefined for any other code.
 * @example orderDeliverySwitchFor('ORD517')?.to // 'PICKUP'
 */
export function orderDeliverySwitchFor(code: string): OrderDeliverySwitch | undefined {
  if (!Object.hasOwn(ORDER_DELIVERY_SWITCHES, code)) return undefined;
  const switchCode = code as OrderDeliverySwitchCode;
  return { code: switchCode, ...ORDER_DELIVERY_SWITCHES[switchCode] };
}
