import { issueLoyaltyToken, type LoyaltyTokenDeps } from '@stride/application/commerce';
import { loyaltyTokenAnswerSchema, leadSourceHeadersSchema, loyaltyTokenRequestSchema } from '@stride/application/storefront';
import { strideError } from '@stride/domain';
import type { Hono } from 'hono';
import { err } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';

/** The loyalty token call's path (commerce-core and account section 7). */
export const LOYALTY_TOKEN_PATH = '/consumers-v3/consumer/loyalty/token';

/** `POST /consumers-v3/consumer/loyalty/token`: a loyalty member's short-lived token for the programme's pages and partners. */
export function registerLoyaltyTokenRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: LoyaltyTokenDeps): void {
  defineRoute(
    app, registry,
    {
      method: 'post', path: LOYALTY_TOKEN_PATH,
      summary: "A loyalty member's signed token (audience loyalty, 10 minutes) for the programme's pages and partners; never an API access token",
      tags: ['Consumer'], auth: 'required', body: loyaltyTokenRequestSchema, headers: leadSourceHeadersSchema, answer: loyaltyTokenAnswerSchema,
      errors: ['AUT432', 'REW401', 'REW130', 'REW135', 'ATTR300'],
    },
    async ({ body, headers, principal, c }) => {
      if (principal === undefined) return err(strideError('AUT432'));
      // A bearer credential: no cache may keep it (as for OAuth token answers).
      c.header('cache-control', 'no-store');
      return issueLoyaltyToken(deps, principal, { usid: body.usid, referralCode: body.referralCode, source: headers.source });
    },
  );
}
