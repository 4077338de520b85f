import {
  performanceBeaconAnswerSchema,
  performanceBeaconBodySchema,
  validateResponseAnswerSchema,
  validateResponseBodySchema,
  validateResponseParamsSchema,
} from '@stride/application/storefront';
import type { Hono } from 'hono';
import { ok } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import type { Logger } from '../../logging/logger.port.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { validateResponse } from './validate-response.js';

const tags = ['Storefront services'];

/**
 * The storefront's own services of commerce section 7 ("Other"): the performance beacon, written to
 * the request log as one `web vitals` line per page view (where the log pipeline turns lines into
 * metrics), and the check of an answer against the published contract.
 */
export function registerFapiRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, logger: Logger): void {
  defineRoute(app, registry, {
    method: 'post', path: '/fapi/performance/ingest', summary: 'Timing measurements of one page view (web vitals), logged as one line', tags, auth: 'none',
    body: performanceBeaconBodySchema, answer: performanceBeaconAnswerSchema, errors: ['ATTR300'],
  }, async ({ body, correlationId }) => {
    const vitals = Object.fromEntries(body.measurements.map((m) => [m.name, m.rating === undefined ? m.value : { value: m.value, rating: m.rating }]));
    logger.info('web vitals', { page: body.page, vitals, correlationId });
    return ok({ accepted: body.measurements.length });
  });

  defineRoute(app, registry, {
    method: 'post', path: '/fapi/api/validate-response/:contract', summary: 'Checks an answer a client received against the published contract', tags, auth: 'none',
    params: validateResponseParamsSchema, body: validateResponseBodySchema, answer: validateResponseAnswerSchema, errors: ['ATTR300', 'CONTRACT_NOT_FOUND'],
  }, async ({ params, body }) => validateResponse(registry.list(), params.contract, body));
}
