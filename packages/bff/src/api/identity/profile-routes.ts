import { apiRoutes } from '@stride/application/api-routes';
import {
  addConsumerAddress,
  consumerProfileView,
  createConsumerProfile,
  deleteConsumerAddress,
  getConsumerProfile,
  retrieveUserData,
  updateConsumerAddress,
  updateConsumerProfile,
  updateNotificationPreferences,
  type IdentityServiceDeps,
} from '@stride/application/commerce';
import { strideError } from '@stride/domain/errors';
import type { Hono } from 'hono';
import { err } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';

/** The profile's path (account section 7, Consumer service). */
export const CONSUMER_PROFILE_PATH = apiRoutes.getConsumerProfile.path;

/** GET and PUT of the signed-in consumer's profile (account sections 3 and 7; commerce 4 and 6 for the employee terms). */
export function registerProfileRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: IdentityServiceDeps): void {
  // A signed-in caller who may not do what they asked (a shopper accepting the employee terms) is
  // authenticated but not allowed: 403, so a client does not renew its token and try again.
  app.use(CONSUMER_PROFILE_PATH, async (c, next) => {
    await next();
    if (c.res.status !== 401 || c.get('principal') === undefined) return;
    const body = (await c.res
      .clone()
      .json()
      .catch(() => undefined)) as { errorDetails?: { errorId?: string }[] } | undefined;
    if (body?.errorDetails?.[0]?.errorId === 'AUT432') c.res = new Response(c.res.body, { status: 403, headers: c.res.headers });
  });
  defineRoute(app, registry, apiRoutes.getConsumerProfile, async ({ query, principal }) => {
    if (principal === undefined) return err(strideError('AUT432'));
    const profile = await getConsumerProfile(deps, principal.consumerNo);
    return profile.map((found) => ({ consumerProfile: consumerProfileView(found, query.includeLoyaltySummary === 'true') }));
  });
  defineRoute(app, registry, apiRoutes.updateConsumerProfile, async ({ body, principal }) => {
    if (principal === undefined) return err(strideError('AUT432'));
    const profile = await updateConsumerProfile(deps, principal.consumerNo, body.consumerProfile);
    return profile.map((updated) => ({ consumerProfile: consumerProfileView(updated, false) }));
  });

  // Completing the profile of an account created without some details (account section 7, create profile).
  defineRoute(app, registry, apiRoutes.createConsumerProfile, async ({ body, query, principal }) => {
    if (principal === undefined) return err(strideError('AUT432'));
    const now = deps.now();
    const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
    const created = await createConsumerProfile(deps, principal.consumerNo, body.consumerProfile.consumerDetails, { today, locale: query.locale });
    return created.map((profile) => ({ consumerProfile: consumerProfileView(profile, false) }));
  });

  // The shopper's notification choices (account section 7 names the call; the payload is Stride's, docs/decisions.md).
  defineRoute(app, registry, apiRoutes.updateNotificationPreferences, async ({ body, principal }) => {
    if (principal === undefined) return err(strideError('AUT432'));
    return (await updateNotificationPreferences(deps, principal.consumerNo, body.notifications)).map((notifications) => ({ notifications }));
  });

  // The address book (account sections 4 and 7): another consumer's address id answers like an unknown one, CCA401.
  defineRoute(app, registry, apiRoutes.addConsumerAddress, async ({ body, query, principal }) => {
    if (principal === undefined) return err(strideError('AUT432'));
    return addConsumerAddress(deps, principal.consumerNo, body, query.locale);
  });
  defineRoute(app, registry, apiRoutes.updateConsumerAddress, async ({ params, body, query, principal }) => {
    if (principal === undefined) return err(strideError('AUT432'));
    return updateConsumerAddress(deps, principal.consumerNo, params.addressId, body, query.locale);
  });
  defineRoute(app, registry, apiRoutes.deleteConsumerAddress, async ({ params, principal }) => {
    if (principal === undefined) return err(strideError('AUT432'));
    return deleteConsumerAddress(deps, principal.consumerNo, params.addressId);
  });

  // The data export (account section 7): the caller's own data only; a guest or another consumer PRO404.
  defineRoute(app, registry, apiRoutes.retrieveUserData, async ({ body, principal }) => {
    if (principal === undefined) return err(strideError('AUT432'));
    return retrieveUserData(deps, { callerConsumerNo: principal.consumerNo, consumerId: body.consumerId, email: body.email });
  });
}
