import type { OrderRecord } from '@stride/domain/checkout';
import { siteLineText, type CartSite } from '../cart/cart-site.js';

/**
 * An order with its lines worded for the site it is shown on (product, colour and size as the
 * site says them); stored as placed, in the catalogue's seeded English.
 */
export function orderForSite(order: OrderRecord, site: CartSite | undefined): OrderRecord {
  return site === undefined ? order : { ...order, items: order.items.map((item) => siteLineText(item, site)) };
}
