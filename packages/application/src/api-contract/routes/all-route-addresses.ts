import { contentRouteAddresses } from './content-route-addresses.js';
import { inStoreRouteAddresses } from './in-store-route-addresses.js';
import { routeAddresses } from './route-addresses.js';
import { pageRouteAddresses } from './page-route-addresses.js';
import { productSetRouteAddresses } from './product-set-route-addresses.js';
import { reviewRouteAddresses } from './review-route-addresses.js';
import { notifyMeRouteAddresses } from './notify-me-route-addresses.js';
import { mediaRouteAddresses } from './media-route-addresses.js';
import { searchRouteAddresses } from './search-route-addresses.js';
import { serverRouteAddresses } from './server-route-addresses.js';
import { walletRouteAddresses } from './wallet-route-addresses.js';
import { expressWalletRouteAddresses } from './express-wallet-route-addresses.js';

/** Every route's address, browser-callable or not: what the bff registers and the CLI's client calls. */
export const allRouteAddresses = {
  ...routeAddresses,
  ...contentRouteAddresses,
  ...pageRouteAddresses,
  ...reviewRouteAddresses,
  ...productSetRouteAddresses,
  ...notifyMeRouteAddresses,
  ...mediaRouteAddresses,
  ...searchRouteAddresses,
  ...walletRouteAddresses,
  ...expressWalletRouteAddresses,
  ...inStoreRouteAddresses,
  ...serverRouteAddresses,
} as const;
