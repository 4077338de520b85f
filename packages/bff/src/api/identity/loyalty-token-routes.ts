import { apiRoutes } from '@stride/application/api-routes';
import { issueLoyaltyToken, type LoyaltyTokenDeps } from '@stride/application/commerce';
import { strideError } from '@stride/domain/errors';
import type { Hono } from 'hono';
import { err } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';

/** The loyalty token call's path (commerce-core and account section 7). */
export const LOYALTY_TOKEN_PATH = apiRoutes.issueLoyaltyToken.path;

/** `POST /consumers-v3/consumer/loyalty/token`: a loyalty member's short-lived token for the programme's pages and partners. */
export function registerLoyaltyTokenRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: LoyaltyTokenDeps): void {
  defineRoute(app, registry, apiRoutes.issueLoyaltyToken, async ({ body, headers, principal, c }) => {
    if (principal === undefined) return err(strideError('AUT432'));
    // A bearer credential: no cache may keep it (as for OAuth token answers).
    c.header('cache-control', 'no-store');
    return issueLoyaltyToken(deps, principal, { usid: body.usid, referralCode: body.referralCode, source: headers.source });
  });
}
