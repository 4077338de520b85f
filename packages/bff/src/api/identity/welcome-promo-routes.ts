import { apiRoutes } from '@stride/application/api-routes';
import { getWelcomePromo, type IdentityServiceDeps } from '@stride/application/commerce';
import { strideError } from '@stride/domain/errors';
import type { Hono } from 'hono';
import { err } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';

/**
 * `GET /consumers-v3/consumer/loyalty/promo/welcome` (account section 7): the loyalty member's welcome
 * promo. Answered `no-store` like every answer of the caller's own (the route declares no public caching).
 */
export function registerWelcomePromoRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: Pick<IdentityServiceDeps, 'uow' | 'now'>): void {
  defineRoute(app, registry, apiRoutes.getWelcomePromo, async ({ principal }) => {
    if (principal === undefined) return err(strideError('AUT432'));
    return getWelcomePromo(deps, principal);
  });
}
