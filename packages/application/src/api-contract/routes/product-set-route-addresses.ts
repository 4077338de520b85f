// Addresses of the product sets' calls: the product page's "complete the look" section loads them with its own chunk,
// once the shopper comes near it, so no page's first load pays for them.
import type { RouteAddress } from './route-address.js';

/** The method and path of the product sets' browser calls, by route name. */
export const productSetRouteAddresses = {
  getProductSets: { method: 'get', path: '/products/v2/products/:productId/productSets' },
  getProductSet: { method: 'get', path: '/products/v2/products/:productSetId/productSet' },
} as const satisfies Record<string, RouteAddress>;
