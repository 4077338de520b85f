import { releaseAbandonedOrders } from '@stride/application/commerce';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { trustProxies } from '../http/client-address.js';
import type { ApiDeps } from './api-deps.js';
import { registerCartApi } from './cart/cart-api.js';
import { cartDeps } from './cart/cart-deps.js';
import { registerCatalogueApi } from './catalogue/catalogue-api.js';
import { registerCheckoutApi } from './checkout/checkout-api.js';
import { checkoutDeps } from './checkout/checkout-deps.js';
import { registerDeliveryApi } from './delivery/delivery-api.js';
import { registerFapiRoutes } from './fapi/fapi-routes.js';
import { registerListsApi } from './lists/lists-api.js';
import { identityApi } from './identity/identity-api.js';
import { OpenApiRegistry } from './openapi-registry.js';
import { registerApiReference } from './reference/api-reference.routes.js';
import type { AccessTokenVerifier } from './principal.js';

/** The API as the app mounts it: the token verifier for the authenticate middleware, and the routes. */
export interface ApiModule {
  readonly verifier: AccessTokenVerifier;
  readonly registry: OpenApiRegistry;
  /** The storefront's own origin (STRIDE_PUBLIC_URL): cookie-authenticated writes must come from it. */
  readonly publicOrigin: string;
  /** Largest request body any route reads (STRIDE_BODY_LIMIT_BYTES). */
  readonly bodyLimitBytes: number;
  register(app: Hono<AppEnv>): void;
  /** Releases orders left PENDING_PAYMENT past the configured time; the server calls it every minute. */
  releaseAbandonedOrders(): Promise<readonly string[]>;
}

/** Builds every API slice from its dependencies. */
export function createApiModule(deps: ApiDeps): ApiModule {
  const registry = new OpenApiRegistry(deps.config.STRIDE_CHECK_ANSWERS);
  const identity = identityApi(deps);
  const checkout = checkoutDeps(deps);
  // One cart store for the slices that read baskets, so they share its caches (promotions, line facts).
  const cart = cartDeps(deps);
  const publicOrigin = new URL(deps.config.STRIDE_PUBLIC_URL).origin;
  const servers = [{ url: publicOrigin, description: 'This storefront (STRIDE_PUBLIC_URL)' }];
  return {
    releaseAbandonedOrders: () => releaseAbandonedOrders(checkout, deps.config.STRIDE_PENDING_ORDER_TTL_MS),
    verifier: identity.verifier,
    registry,
    publicOrigin,
    bodyLimitBytes: deps.config.STRIDE_BODY_LIMIT_BYTES,
    register(app) {
      // Before every route: the abuse limits of all slices read the client address through it.
      app.use('*', trustProxies(deps.config.STRIDE_TRUST_PROXY));
      identity.register(app, registry);
      registerCatalogueApi(app, registry, deps);
      registerCartApi(app, registry, cart);
      registerDeliveryApi(app, registry, deps, cart);
      registerListsApi(app, registry, deps, cart);
      registerCheckoutApi(app, registry, deps, cart);
      registerFapiRoutes(app, registry, deps.logger);
      app.get('/openapi.json', (c) => c.json(registry.document({ title: 'Stride API', version: '0.1.0' }, servers)));
      registerApiReference(app, registry);
    },
  };
}
