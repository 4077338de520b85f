import type { StrideError } from '@stride/domain/errors';
import { httpStatusForErrorCode, strideErrorMessage } from '@stride/domain/errors';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../http/app-env.js';
import { errorBody } from '../http/error-body.js';

/**
 * Answers a domain or application error in the spec's shape, with the one status table of the domain.
 * Never cached: an error answers one caller's request (their token, their basket) at one moment.
 * An error that says how long to wait (an abuse limit's `retryAfterSeconds`) sets Retry-After.
 */
export function respondWithError(c: Context<AppEnv>, error: StrideError, status?: number): Response {
  const code = (status ?? httpStatusForErrorCode(error.code)) as ContentfulStatusCode;
  const retryAfter = error.details?.['retryAfterSeconds'];
  if (typeof retryAfter === 'number') c.header('retry-after', String(retryAfter));
  return c.json(errorBody(error.code, strideErrorMessage(error), c.get('correlationId')), code, { 'cache-control': 'no-store' });
}
