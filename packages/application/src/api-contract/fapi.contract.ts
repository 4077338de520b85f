import { z } from 'zod';
import { BEACON_PAGE_MAX_LENGTH, BEACON_PAGE_PATTERN, MAX_BEACON_MEASUREMENTS, MAX_WEB_VITAL_VALUE, WEB_VITAL_NAMES } from './fapi-limits.js';

/** `POST /fapi/performance/ingest`: the timing measurements of one page view. */
export const performanceBeaconBodySchema = z.strictObject({
  /** The page's path, without query or fragment. */
  page: z.string().regex(BEACON_PAGE_PATTERN).max(BEACON_PAGE_MAX_LENGTH),
  measurements: z
    .array(
      z.strictObject({
        name: z.enum(WEB_VITAL_NAMES),
        /** Milliseconds, except CLS (a unitless score). */
        value: z.number().finite().min(0).max(MAX_WEB_VITAL_VALUE),
        rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
      }),
    )
    .min(1)
    .max(MAX_BEACON_MEASUREMENTS),
});
export type PerformanceBeaconBody = z.infer<typeof performanceBeaconBodySchema>;

export const performanceBeaconAnswerSchema = z.object({ accepted: z.number().int().min(0) });

/** `POST /fapi/api/validate-response/{contract}`: an answer the client received, to check against the contract. */
export const validateResponseParamsSchema = z.object({ contract: z.string().min(1).max(64) });
export const validateResponseBodySchema = z.strictObject({
  /** The answer's JSON as the client read it. */
  data: z.unknown(),
  /** True when the answer was an error (its shape is then the error response). */
  error: z.boolean(),
  /** The path the client called, as sent (`/cart/v1/cart/1627...`), without query. */
  path: z
    .string()
    .regex(/^\/[^?#\s]*$/)
    .max(500),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'get', 'post', 'put', 'patch', 'delete']),
});
export type ValidateResponseBody = z.infer<typeof validateResponseBodySchema>;

export const validateResponseAnswerSchema = z.object({
  valid: z.boolean(),
  contract: z.string(),
  /** The route the path matched, as the OpenAPI document names it (`GET /cart/v1/cart/{basketId}`). */
  route: z.string(),
  /** What does not fit, at most 20: a JSON path into `data` and the reason. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type ValidateResponseAnswer = z.infer<typeof validateResponseAnswerSchema>;

/** Answer of `GET /fapi/server/time` (account section 7): the server's clock, for opt-in dates and age checks. */
export const serverTimeAnswerSchema = z.object({
  /** ISO 8601, UTC. */
  timestamp: z.string(),
  /** Milliseconds since the epoch. */
  epochMillis: z.number().int(),
});

/** Query of `GET /consumers-v3/utilities/countryList`: the names come in the locale's language. */
export const countryListQuerySchema = z.object({ locale: z.string().max(20).optional() });

/** Answer of `GET /consumers-v3/utilities/countryList` (account section 3: name, dialCode, code, optional phone mask). */
export const countryListAnswerSchema = z.object({
  countries: z.array(
    z.object({
      name: z.string(),
      dialCode: z.string(),
      code: z.string(),
      mask: z.union([z.string(), z.array(z.string())]).optional(),
    }),
  ),
});
