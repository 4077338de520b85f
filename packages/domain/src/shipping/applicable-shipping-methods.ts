import type { Money } from '../money/index.js';
import { SHIPPING_METHOD_PRESENTATION, shippingPriceFor, type ShippingRateCode } from './shipping-rates.js';
import type { ShippingMethodType } from './shipping-method-type.js';
import { expressReaches } from './express-regions.js';

/** The local hour (0-23, store time) from which same-day pickup is no longer offered. */
export const SAME_DAY_PICKUP_CUTOFF_HOUR = 14;

/** A shipping method a shipment can take, with its price in minor units. */
export interface ApplicableShippingMethod {
  readonly code: ShippingRateCode;
  readonly type: ShippingMethodType;
  readonly label: string;
  readonly deliveryTime: string;
  readonly price: Money;
}

/** A basket line as the delivery rules see it. */
export interface DeliveryLineFacts {
  readonly qty: number;
  readonly isDigital: boolean;
  readonly isCustoms: boolean;
}

/** The line kinds of home delivery: each kind takes its own methods. */
export type HomeLineKind = 'regular' | 'customs' | 'digital';

/** Which home-delivery kind a line is: digital, custom-made or a regular parcel. */
export function homeLineKind(line: DeliveryLineFacts): HomeLineKind {
  if (line.isDigital) return 'digital';
  return line.isCustoms ? 'customs' : 'regular';
}

/** The codes each home line kind can take. */
export const HOME_CODES_BY_KIND: Readonly<Record<HomeLineKind, readonly ShippingRateCode[]>> = {
  regular: ['standard', 'express'],
  customs: ['customs'],
  digital: ['digital'],
};

function method(
  countryCode: string,
  code: ShippingRateCode,
  type: ShippingMethodType,
  shown = SHIPPING_METHOD_PRESENTATION[code],
): ApplicableShippingMethod | undefined {
  const price = shippingPriceFor(countryCode, code);
  return price === undefined ? undefined : { code, type, label: shown.label, deliveryTime: shown.deliveryTime, price };
}

const TYPE_OF_HOME_CODE: Readonly<Record<string, ShippingMethodType>> = { standard: 'STANDARD', express: 'STH', customs: 'CUSTOMS', digital: 'DIGITAL' };

/**
 * The home-delivery methods of a shipment to a country: standard and express for regular parcels,
 * customs for custom-made items, digital for digital items. An empty shipment offers the regular
 * methods, so prices can be shown before anything is added. Unserved countries get none; a region express does not
 * reach (Alaska, Yukon, ...) gets no express.
 * @example homeDeliveryMethods([{ qty: 1, isDigital: false, isCustoms: false }], 'US').map((m) => m.code) // ['standard', 'express']
 */
export function homeDeliveryMethods(lines: readonly DeliveryLineFacts[], countryCode: string, region?: string): ApplicableShippingMethod[] {
  const kinds = new Set<HomeLineKind>(lines.length === 0 ? ['regular'] : lines.map(homeLineKind));
  const codes = (['regular', 'customs', 'digital'] as const)
    .filter((kind) => kinds.has(kind))
    .flatMap((kind) => HOME_CODES_BY_KIND[kind])
    .filter((code) => code !== 'express' || expressReaches(countryCode, region));
  return codes.flatMap((code) => method(countryCode, code, TYPE_OF_HOME_CODE[code] ?? 'STH') ?? []);
}

/** A pickup store as the delivery rules see it, with what it holds of each line. */
export interface PickupStoreFacts {
  readonly countryCode: string;
  readonly offersPickup: boolean;
  readonly offersSameDay: boolean;
  readonly offersShipToStore: boolean;
  /** The hour now in the store's time zone (0-23). */
  readonly localHour: number;
}

/** A line collected at a store, with the quantity the store holds of its variant. */
export interface StoreLineFacts extends DeliveryLineFacts {
  readonly storeQuantity: number;
}

/** True when the store holds the wanted quantity of every line. */
export function storeHoldsEveryLine(lines: readonly StoreLineFacts[]): boolean {
  return lines.every((line) => line.storeQuantity >= line.qty);
}

/**
 * The methods of a store shipment: pickup when the store holds every line (same-day, BOPIS_SD, when
 * the store offers it and it is before the cut-off hour in the store's time), otherwise ship to store.
 * @example storeDeliveryMethods([{ qty: 1, storeQuantity: 0, isDigital: false, isCustoms: false }], store)[0].code // 'sts'
 */
export function storeDeliveryMethods(lines: readonly StoreLineFacts[], store: PickupStoreFacts): ApplicableShippingMethod[] {
  if (lines.some((line) => line.isDigital)) return [];
  if (storeHoldsEveryLine(lines)) {
    if (!store.offersPickup) return [];
    const sameDay = store.offersSameDay && store.localHour < SAME_DAY_PICKUP_CUTOFF_HOUR;
    const found = sameDay
      ? method(store.countryCode, 'pickup', 'BOPIS_SD', SHIPPING_METHOD_PRESENTATION.sameDay)
      : method(store.countryCode, 'pickup', 'PICKUP');
    return found === undefined ? [] : [found];
  }
  const sts = store.offersShipToStore ? method(store.countryCode, 'sts', 'BOPIS_STS') : undefined;
  return sts === undefined ? [] : [sts];
}
