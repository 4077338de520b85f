import { strideError } from '@stride/domain/errors';
import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../http/app-env.js';
import { respondWithError } from './api-error.js';

/**
 * For the few routes that take an HTML form: hono's csrf refuses an unsafe request whose body a
 * browser may send across sites without asking (a form, `text/plain`) unless `Sec-Fetch-Site` is
 * `same-origin` or `Origin` is the request's or the storefront's. Refusals answer 403 in the spec's shape.
 */
export function sameOriginForms(publicOrigin: string): MiddlewareHandler<AppEnv> {
  const guard = csrf({ origin: (origin, c) => origin === publicOrigin || origin === new URL(c.req.url).origin });
  return async (c, next) => {
    try {
      await guard(c, next);
    } catch (error) {
      if (!(error instanceof HTTPException) || error.status !== 403) throw error;
      return respondWithError(c, strideError('AUT432', 'Cross-site form refused.'), 403);
    }
    return undefined;
  };
}
