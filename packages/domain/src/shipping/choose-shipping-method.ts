import { err, ok, type Result } from 'neverthrow';
import { strideError, type StrideError } from '../errors/index.js';
import { homeLineKind, HOME_CODES_BY_KIND, type ApplicableShippingMethod, type DeliveryLineFacts } from './applicable-shipping-methods.js';
import type { ShippingRateCode } from './shipping-rates.js';

/** A line of the shipment a method is chosen for. */
export interface ChoosableLine extends DeliveryLineFacts {
  readonly itemId: string;
}

/** What choosing a method changes: the code and the lines that take it. */
export interface ShippingMethodChoice {
  readonly code: ShippingRateCode;
  readonly itemIds: readonly string[];
}

/**
 * Chooses a method for a shipment: the code must be one of the shipment's applicable methods
 * (SHP404 otherwise), and it applies to the lines that can take it (express to the regular parcels,
 * customs to the custom-made items, pickup or sts to every line of a store shipment).
 * @example chooseShippingMethod(lines, methods, 'express')._unsafeUnwrap().code // 'express'
 */
export function chooseShippingMethod(
  lines: readonly ChoosableLine[],
  applicable: readonly ApplicableShippingMethod[],
  code: string,
  shipment: 'home' | 'store',
): Result<ShippingMethodChoice, StrideError> {
  const wanted = code.trim().toLowerCase();
  const found = applicable.find((method) => method.code === wanted);
  if (found === undefined) return err(strideError('SHP404', undefined, { code }));
  const takes = (line: ChoosableLine) => shipment === 'store' || HOME_CODES_BY_KIND[homeLineKind(line)].includes(found.code);
  return ok({ code: found.code, itemIds: lines.filter(takes).map((line) => line.itemId) });
}

/**
 * True when a chosen code becomes the basket's home-delivery method: a regular parcel method, or
 * custom-made delivery when the parcel holds no regular line (it is then the parcel's only method).
 * The digital code, custom-made delivery beside regular lines and every store method only mark their own lines.
 * @example becomesHomeShippingMethod([{ isDigital: false, isCustoms: true }], 'customs', 'home') // true
 */
export function becomesHomeShippingMethod(lines: readonly DeliveryLineFacts[], code: string, shipment: 'home' | 'store'): boolean {
  if (shipment !== 'home') return false;
  if (HOME_CODES_BY_KIND.regular.includes(code as ShippingRateCode)) return true;
  return HOME_CODES_BY_KIND.customs.includes(code as ShippingRateCode) && !lines.some((line) => homeLineKind(line) === 'regular');
}
