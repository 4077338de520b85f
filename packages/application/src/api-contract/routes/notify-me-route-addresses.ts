// Address of notify me: the product page and quick-shop load it with the notify-me form's own chunk, only when a
// shopper chooses a sold-out size, so no page's first load pays for it.
import type { RouteAddress } from './route-address.js';

/** The method and path of notify me's browser call, by route name. */
export const notifyMeRouteAddresses = {
  requestStockNotification: { method: 'put', path: '/products/v1/notifications' },
} as const satisfies Record<string, RouteAddress>;
