import { shippingMethodTypeFor } from '../../shipping/index.js';

/** Where a line's stock comes from: the web warehouse, a store, or nowhere (digital). */
export type StockSource = { readonly kind: 'online' } | { readonly kind: 'store'; readonly storeId: string } | { readonly kind: 'none' };

/** A line as fulfilment sees it. */
export interface FulfilmentLine {
  readonly shippingMethodCode: string;
  readonly storeId: string | null;
  readonly isDigital: boolean;
}

/**
 * Pickup lines take the store's stock; ship-to-store and home delivery ship from the warehouse;
 * digital products have no stock to take.
 * @example stockSourceFor({ shippingMethodCode: 'pickup', storeId: 'US101', isDigital: false }) // { kind: 'store', storeId: 'US101' }
 */
export function stockSourceFor(line: FulfilmentLine): StockSource {
  if (line.isDigital || shippingMethodTypeFor(line.shippingMethodCode) === 'DIGITAL') return { kind: 'none' };
  const type = shippingMethodTypeFor(line.shippingMethodCode);
  if ((type === 'PICKUP' || type === 'BOPIS_SD') && line.storeId !== null) return { kind: 'store', storeId: line.storeId };
  return { kind: 'online' };
}

/** True for a line delivered to the shopper's address (needs a shipping address and method). */
export function isHomeDeliveryLine(line: FulfilmentLine): boolean {
  const type = shippingMethodTypeFor(line.shippingMethodCode);
  return !line.isDigital && type !== 'PICKUP' && type !== 'BOPIS_SD' && type !== 'BOPIS_STS' && type !== 'DIGITAL';
}
