import { apiRoutes } from '@stride/application/api-routes';
import { PHONE_COUNTRIES } from '@stride/domain/phone';
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
 * metrics), the check of an answer against the published contract, the server's clock and the country list
 * (account section 7, utilities).
 */
export function registerFapiRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, logger: Logger, now: () => Date): void {
  defineRoute(app, registry, apiRoutes.getServerTime, async () => {
    const time = now();
    return ok({ timestamp: time.toISOString(), epochMillis: time.getTime() });
  });

  // The built-in country list (domain/phone), each country named in the locale's language (Intl's region names).
  defineRoute(app, registry, apiRoutes.getCountryList, async ({ query }) => ok({ countries: countriesIn(query.locale) }));

  defineRoute(app, registry, apiRoutes.ingestWebVitals, async ({ body, correlationId }) => {
    const vitals = Object.fromEntries(body.measurements.map((m) => [m.name, m.rating === undefined ? m.value : { value: m.value, rating: m.rating }]));
    logger.info('web vitals', { page: body.page, vitals, correlationId });
    return ok({ accepted: body.measurements.length });
  });

  defineRoute(app, registry, apiRoutes.validateResponse, async ({ params, body }) => validateResponse(registry.list(), params.contract, body));
}

/** The country list with names in `locale` (English when it names no language Intl knows). */
function countriesIn(locale: string | undefined) {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale?.replace('_', '-') ?? 'en-US', 'en-US'], { type: 'region' });
  } catch {
    names = undefined;
  }
  return PHONE_COUNTRIES.map((country) => ({
    name: names?.of(country.code) ?? country.name,
    dialCode: country.dialCode,
    code: country.code,
    ...(country.mask === undefined ? {} : { mask: typeof country.mask === 'string' ? country.mask : [...country.mask] }),
  }));
}
