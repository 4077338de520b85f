import { apiRoutes } from '@stride/application/api-routes';
import {
  datafileEtag,
  decideRecommendations,
  findDatafile,
  recordAnalyticsEvents,
  recordExperimentEvents,
  registerForEvent,
  type PersonalisationDeps,
} from '@stride/application/commerce';
import type { StoredDatafile } from '@stride/domain/experiments';
import type { Context } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from '../../http/app-env.js';
import { clientAddress } from '../../http/client-address.js';
import type { ApiSlice } from '../api-slice.js';
import { defineRoute } from '../define-route.js';

/** The datafile as the vendor's CDN answers it: the stored JSON, its ETag the store's revision. */
function datafileAnswer(c: Context<AppEnv>, stored: StoredDatafile): { version: string; revision: string } & Record<string, unknown> {
  c.header('etag', datafileEtag(stored));
  c.header('last-modified', stored.updatedAt.toUTCString());
  return stored.datafile as { version: string; revision: string } & Record<string, unknown>;
}

/**
 * The routes of content section 7's personalisation calls: the experiment datafile (ETag, 304 on If-None-Match)
 * and event sandbox, the first-party analytics collector, the recommendation engine and event registration.
 */
export function personalisationApi(deps: PersonalisationDeps): ApiSlice {
  return {
    register(app, registry) {
      // A browser or CDN revalidating an unchanged datafile gets 304 without the body.
      app.use(apiRoutes.getDatafile.path, etag());
      app.use(apiRoutes.getSdkDatafile.path, etag());
      defineRoute(app, registry, apiRoutes.getDatafile, async ({ c }) => (await findDatafile(deps)).map((stored) => datafileAnswer(c, stored)));
      defineRoute(app, registry, apiRoutes.getSdkDatafile, async ({ c, params }) =>
        (await findDatafile(deps, params.file.slice(0, -'.json'.length))).map((stored) => datafileAnswer(c, stored)),
      );
      defineRoute(app, registry, apiRoutes.logExperimentEvents, async ({ body, c }) => recordExperimentEvents(deps, body, clientAddress(c)));
      defineRoute(app, registry, apiRoutes.collectAnalytics, async ({ body, c }) =>
        (await recordAnalyticsEvents(deps, body.events, clientAddress(c))).map((accepted) => ({ accepted })),
      );
      defineRoute(app, registry, apiRoutes.decideRecommendations, async ({ params, query, body }) =>
        decideRecommendations(deps, { brand: params.brand, body, locale: query.locale }),
      );
      defineRoute(app, registry, apiRoutes.registerForEvent, async ({ body, principal }) => {
        if (principal === undefined) throw new Error('event registration reached without a principal: its auth must be required');
        return (await registerForEvent(deps, principal, body)).map((registration) => ({
          eventId: registration.eventId,
          email: registration.email,
          attendingDays: [...registration.attendingDays],
          plusOne: registration.plusOne,
          registrationTimestamp: registration.registrationTimestamp.toISOString(),
        }));
      });
    },
  };
}
