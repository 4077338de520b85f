import { releaseAbandonedOrders, resolveInStoreSession, type CheckoutDeps } from '@stride/application/commerce';
import type { Hono } from 'hono';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../app.di-tokens.js';
import type { Config } from '../config/config.js';
import type { AppEnv } from '../http/app-env.js';
import type { Logger } from '../logging/logger.port.js';
import type { ApiSlice } from './api-slice.js';
import { CART } from './cart/cart.di-tokens.js';
import { CATALOGUE } from './catalogue/catalogue.di-tokens.js';
import { SUPPORT } from './support/support.di-tokens.js';
import { REVIEWS } from './reviews/reviews.di-tokens.js';
import { STOCK_NOTIFICATIONS } from './stock-notifications/stock-notifications.di-tokens.js';
import { CHECKOUT } from './checkout/checkout.di-tokens.js';
import { CONTENT } from './content/content.di-tokens.js';
import { DELIVERY } from './delivery/delivery.di-tokens.js';
import { registerFapiRoutes } from './fapi/fapi-routes.js';
import { IDENTITY } from './identity/identity.di-tokens.js';
import { LISTS } from './lists/lists.di-tokens.js';
import { OpenApiRegistry } from './openapi-registry.js';
import { PERSONALISATION } from './personalisation/personalisation.di-tokens.js';
import type { AccessTokenVerifier } from './principal.js';
import type { InStoreSessionResolver } from './authenticate.middleware.js';
import { PublicReads } from './public-reads.js';
import { registerApiReference } from './reference/api-reference.routes.js';

/** The API as the app mounts it: the token verifier for the authenticate middleware, and the routes. */
export interface ApiModule {
  readonly verifier: AccessTokenVerifier;
  /** Finds the associate's authority behind a store device's in-store session cookie. */
  readonly inStoreSessions: InStoreSessionResolver;
  readonly registry: OpenApiRegistry;
  /** The routes a server render reads without HTTP. */
  readonly publicReads: PublicReads;
  /** The storefront's own origin (STRIDE_PUBLIC_URL): cookie-authenticated writes must come from it. */
  readonly publicOrigin: string;
  /** Largest request body any route reads (STRIDE_BODY_LIMIT_BYTES). */
  readonly bodyLimitBytes: number;
  /** How many proxies in front append to X-Forwarded-For (STRIDE_TRUST_PROXY); the abuse limits read the client address by it. */
  readonly trustedProxies: number;
  register(app: Hono<AppEnv>): void;
  /** Releases orders left PENDING_PAYMENT past the configured time; the server calls it every minute. */
  releaseAbandonedOrders(): Promise<readonly string[]>;
}

/** What the API is made of, each part resolved from the container by apiModule. */
export interface ApiParts {
  readonly config: Config;
  readonly logger: Logger;
  /** The API's clock (the server time call). */
  readonly now: () => Date;
  readonly registry: OpenApiRegistry;
  readonly verifier: AccessTokenVerifier;
  readonly inStoreSessions: InStoreSessionResolver;
  readonly publicReads: PublicReads;
  /** The checkout's ports, for the sweep of abandoned orders. */
  readonly checkout: CheckoutDeps;
  /** Every context's routes, in the order they are registered. */
  readonly slices: readonly ApiSlice[];
}

/** Puts the contexts' slices together behind the API's own routes (the beacon, the OpenAPI document, its reference page). */
export function createApiModule(parts: ApiParts): ApiModule {
  const { config, registry } = parts;
  const servers = [{ url: new URL(config.STRIDE_PUBLIC_URL).origin, description: 'This storefront (STRIDE_PUBLIC_URL)' }];
  return {
    releaseAbandonedOrders: () => releaseAbandonedOrders(parts.checkout, config.STRIDE_PENDING_ORDER_TTL_MS),
    verifier: parts.verifier,
    inStoreSessions: parts.inStoreSessions,
    registry,
    publicReads: parts.publicReads,
    publicOrigin: new URL(config.STRIDE_PUBLIC_URL).origin,
    bodyLimitBytes: config.STRIDE_BODY_LIMIT_BYTES,
    trustedProxies: config.STRIDE_TRUST_PROXY,
    register(app) {
      for (const slice of parts.slices) slice.register(app, registry);
      registerFapiRoutes(app, registry, parts.logger, parts.now);
      app.get('/openapi.json', (c) => c.json(registry.document({ title: 'Stride API', version: '0.1.0' }, servers)));
      registerApiReference(app, registry);
    },
  };
}

/** The API: the OpenAPI registry, and the API module over every context's slice (their modules must be loaded too). */
export const apiModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.OpenApiRegistry).toDynamicValue((ctx) => new OpenApiRegistry(ctx.get(TOKENS.Config).STRIDE_CHECK_ANSWERS));
  bind(TOKENS.PublicReads).toDynamicValue((ctx) => new PublicReads(ctx.get(TOKENS.Config).STRIDE_CHECK_ANSWERS));
  bind(TOKENS.Api).toDynamicValue((ctx) => {
    const identity = ctx.get(IDENTITY.Services);
    return createApiModule({
      config: ctx.get(TOKENS.Config),
      logger: ctx.get(TOKENS.Logger),
      now: ctx.get(TOKENS.Clock),
      registry: ctx.get(TOKENS.OpenApiRegistry),
      publicReads: ctx.get(TOKENS.PublicReads),
      verifier: ctx.get(IDENTITY.AccessTokenVerifier),
      inStoreSessions: (token) => resolveInStoreSession(identity, token),
      checkout: ctx.get(CHECKOUT.Deps),
      slices: [
        IDENTITY.Api,
        CATALOGUE.Api,
        CART.Api,
        DELIVERY.Api,
        LISTS.Api,
        CHECKOUT.Api,
        SUPPORT.Api,
        REVIEWS.Api,
        REVIEWS.QuestionsApi,
        STOCK_NOTIFICATIONS.Api,
        CONTENT.Api,
        PERSONALISATION.Api,
      ].map((slice) => ctx.get(slice)),
    });
  });
});
