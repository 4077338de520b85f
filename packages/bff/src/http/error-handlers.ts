import { allRouteAddresses } from '@stride/application/api-routes';
import type { ErrorHandler, NotFoundHandler } from 'hono';
import type { Logger } from '../logging/logger.port.js';
import type { AppEnv } from './app-env.js';
import { errorBody } from './error-body.js';

// Each route's path as a pattern (a :param is one path segment), with its method.
const ROUTE_PATTERNS: readonly { readonly method: string; readonly pattern: RegExp }[] = Object.values(allRouteAddresses).map((address) => ({
  method: address.method.toUpperCase(),
  pattern: new RegExp(`^${address.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`),
}));

/** The methods Stride answers at a path (GET also answers HEAD); empty when the path is none of its routes'. */
export function methodsAllowedAt(path: string): string[] {
  const methods = new Set(ROUTE_PATTERNS.filter((route) => route.pattern.test(path)).map((route) => route.method));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

/**
 * Any request no route answers: a path of the API asked with a method it does not take is 405 API405 with the methods
 * it does take in `Allow`; any other is 404 with the spec's API404 answer.
 */
export const notFound: NotFoundHandler<AppEnv> = (c) => {
  const allowed = methodsAllowedAt(c.req.path);
  if (allowed.length > 0 && !allowed.includes(c.req.method)) {
    return c.json(errorBody('API405', 'Method not allowed', c.get('correlationId')), 405, { 'cache-control': 'no-store', allow: allowed.join(', ') });
  }
  return c.json(errorBody('API404', 'Not found', c.get('correlationId')), 404, { 'cache-control': 'no-store' });
};

/** An unexpected throw: logged with its stack, answered with GEN500 and never the stack. */
export function unhandledError(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    const correlationId = c.get('correlationId');
    logger.error('unhandled error', { correlationId, error, stack: error.stack });
    return c.json(errorBody('GEN500', 'Something went wrong', correlationId), 500, { 'cache-control': 'no-store' });
  };
}
