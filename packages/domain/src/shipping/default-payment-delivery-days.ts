import type { ShippingMethodType } from './shipping-method-type.js';

/** The day count used for a same-day pickup in the default payment method check. */
export const SAME_DAY_PICKUP_DELIVERY_DAYS = 0;

/**
 * The delivery days used by the default payment method check: 0 for a same-day pickup, otherwise
 * the first digit of the delivery time string (as the spec says: '10-12 days' gives 1);
 * undefined when the delivery time holds no digit.
 * @example defaultPaymentDeliveryDays('STH', '3-5 business days') // 3
 */
export function defaultPaymentDeliveryDays(type: ShippingMethodType, deliveryTime = ''): number | undefined {
  if (type === 'BOPIS_SD') return SAME_DAY_PICKUP_DELIVERY_DAYS;
  const digit = /\d/.exec(deliveryTime)?.[0];
  return digit === undefined ? undefined : Number(digit);
}
