// The route table: every API call declared once, by name. The bff registers its routes from it, the
// OpenAPI document is built from it, and the typed client (adapters-http) calls a route by its name.
import { articlesRoutes } from './articles.routes.js';
import { cartRoutes } from './cart.routes.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { checkoutRoutes } from './checkout.routes.js';
import { contentRoutes } from './content.routes.js';
import { deliveryRoutes } from './delivery.routes.js';
import { experimentsRoutes } from './experiments.routes.js';
import { expressWalletRoutes } from './express-wallet.routes.js';
import { fapiRoutes } from './fapi.routes.js';
import { identityRoutes } from './identity.routes.js';
import { listsRoutes } from './lists.routes.js';
import { pricesRoutes } from './prices.routes.js';
import { productSetsRoutes } from './product-sets.routes.js';
import { reviewsRoutes } from './reviews.routes.js';
import { stockNotificationsRoutes } from './stock-notifications.routes.js';
import { supportRoutes } from './support.routes.js';
import type { RouteName } from './route-addresses.js';
import type { RouteDefinition } from './route-definition.js';

/** Every API route by name. */
export const apiRoutes = {
  ...identityRoutes,
  ...catalogueRoutes,
  ...cartRoutes,
  ...deliveryRoutes,
  ...checkoutRoutes,
  ...listsRoutes,
  ...fapiRoutes,
  ...contentRoutes,
  ...experimentsRoutes,
  ...articlesRoutes,
  ...supportRoutes,
  ...reviewsRoutes,
  ...productSetsRoutes,
  ...stockNotificationsRoutes,
  ...pricesRoutes,
  ...expressWalletRoutes,
} satisfies { readonly [N in RouteName]: RouteDefinition & { readonly operationId: N } };

/** The table's type: what the typed client infers bodies, queries, params and answers from. */
export type ApiRoutes = typeof apiRoutes;

export { routeAddresses } from './route-addresses.js';
export { serverRouteAddresses } from './server-route-addresses.js';
export { allRouteAddresses } from './all-route-addresses.js';
export type { RouteAddress, RouteName } from './route-addresses.js';
export { route } from './route-definition.js';
export type { AuthRequirement, RouteContract, RouteDefinition } from './route-definition.js';
