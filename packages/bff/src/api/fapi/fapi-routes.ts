import { apiRoutes } from '@stride/application/api-routes';
import type { Hono } from 'hono';
import { ok } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import type { Logger } from '../../logging/logger.port.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { validateResponse } from './validate-response.js';

/**
 * The storefront's own services of commerce section 7 ("Other"): the performance beacon, written to
 * the request log as one `web vitals` line per page view (where the log pipeline turns lines into
 * metrics), and the check of an answer against the published contract.
 */
export function registerFapiRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, logger: Logger): void {
  defineRoute(app, registry, apiRoutes.ingestWebVitals, async ({ body, correlationId }) => {
    const vitals = Object.fromEntries(body.measurements.map((m) => [m.name, m.rating === undefined ? m.value : { value: m.value, rating: m.rating }]));
    logger.info('web vitals', { page: body.page, vitals, correlationId });
    return ok({ accepted: body.measurements.length });
  });

  defineRoute(app, registry, apiRoutes.validateResponse, async ({ params, body }) => validateResponse(registry.list(), params.contract, body));
}
