import { SHIPPING_METHOD_CODES } from './shipping-method-type.js';

// The spec's cart answer lists shipping methods per shipment (shippingId) without naming the ids.
// Like the commerce platform the spec's calls come from, the home-delivery shipment is "me";
// each pickup store is a shipment of its own.
/** The id of the home-delivery shipment (also digital and custom-made items). */
export const HOME_DELIVERY_SHIPMENT_ID = 'me';
const STORE_SHIPMENT_PREFIX = 'store-';

/** The shipment id of the items collected at a store. */
export function storeShipmentId(storeId: string): string {
  return `${STORE_SHIPMENT_PREFIX}${storeId}`;
}

/** The store of a store shipment id, or undefined for the home-delivery shipment or an unknown id. */
export function storeIdOfShipment(shippingId: string): string | undefined {
  if (!shippingId.startsWith(STORE_SHIPMENT_PREFIX)) return undefined;
  const storeId = shippingId.slice(STORE_SHIPMENT_PREFIX.length);
  return /^[A-Z0-9]{3,10}$/.test(storeId) ? storeId : undefined;
}

/** True for the codes collected at a store: pickup, pudo and ship to store. */
export function isStoreDeliveryCode(code: string): boolean {
  const key = code.trim().toLowerCase();
  return key === SHIPPING_METHOD_CODES.pickup || key === SHIPPING_METHOD_CODES.pudo || key === SHIPPING_METHOD_CODES.shipToStore;
}

/** What decides which shipment a basket line travels in. */
export interface ShipmentLine {
  readonly shippingMethodCode: string;
  readonly storeId?: string | undefined;
}

/**
 * The shipment a line belongs to: its store's shipment when it is collected at a store, else home delivery.
 * @example shipmentIdOfLine({ shippingMethodCode: 'pickup', storeId: 'US101' }) // 'store-US101'
 */
export function shipmentIdOfLine(line: ShipmentLine): string {
  return line.storeId !== undefined && isStoreDeliveryCode(line.shippingMethodCode) ? storeShipmentId(line.storeId) : HOME_DELIVERY_SHIPMENT_ID;
}
