// Addresses of the store device's calls: the associate's sign-in page, the in-store session bar and the cart's price
// adjustments, which only a store device loads. Apart from page-route-addresses, which the account page's first load
// carries: a shopper's browser never downloads them.
import type { RouteAddress } from './route-address.js';

/** The method and path of the in-store session's calls, by route name. */
export const inStoreRouteAddresses = {
  getStoreEmployees: { method: 'get', path: '/consumers-v3/utilities/stores/:storeId/employees' },
  startInStoreSession: { method: 'post', path: '/consumers-v3/consumer/agent/instore-session' },
  endInStoreSession: { method: 'delete', path: '/consumers-v3/consumer/agent/instore-session' },
  // The associate's price adjustments on the shopper's basket (support tooling calls them too, with an agent token).
  addPriceAdjustment: { method: 'post', path: '/cart/v1/cart/:basketId/price_adjustments' },
  updatePriceAdjustment: { method: 'patch', path: '/cart/v1/cart/:basketId/price_adjustments/:adjustmentId' },
  removePriceAdjustment: { method: 'delete', path: '/cart/v1/cart/:basketId/price_adjustments/:adjustmentId' },
} as const satisfies Record<string, RouteAddress>;
