import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env.js';

/** Methods whose requests carry no body the API reads. */
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Hono's `bodyLimit`, reached only when the size is not known up front. A body with a
 * Content-Length (and no Transfer-Encoding) is judged by that header alone: node's parser never
 * hands over more bytes than it declares. Hono's middleware asks the request for its body stream
 * first, which makes the node adapter build a full web Request and read the body through it; that
 * cost add to cart about a third more bff CPU (docs/performance.md). Chunked bodies are counted as
 * they stream in by Hono's middleware, and cut at the limit.
 */
export function requestBodyLimit(maxSize: number, onError: (c: Context<AppEnv>) => Response): MiddlewareHandler<AppEnv> {
  const counted = bodyLimit({ maxSize, onError });
  return (c, next) => {
    if (BODILESS_METHODS.has(c.req.method)) return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number(length) > maxSize ? Promise.resolve(onError(c)) : next();
    }
    return counted(c, next);
  };
}
