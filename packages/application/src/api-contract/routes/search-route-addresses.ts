// Addresses of the search page's own calls beyond the search itself: the search hub it shows before a search and when
// one finds nothing. Apart from contentRouteAddresses, which every listing's first load carries: only the search page
// pays for them.
import type { RouteAddress } from './route-address.js';

/** The method and path of the search page's content calls, by route name. */
export const searchRouteAddresses = {
  getFapiSearchHubComponent: { method: 'get', path: '/fapi/components/search-hub' },
} as const satisfies Record<string, RouteAddress>;
