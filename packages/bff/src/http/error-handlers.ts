import type { ErrorHandler, NotFoundHandler } from 'hono';
import type { Logger } from '../logging/logger.port.js';
import type { AppEnv } from './app-env.js';
import { errorBody } from './error-body.js';

/** Any route Stride does not know: 404 with the spec's API404 answer. */
export const notFound: NotFoundHandler<AppEnv> = (c) => c.json(errorBody('API404', 'Not found', c.get('correlationId')), 404, { 'cache-control': 'no-store' });

/** An unexpected throw: logged with its stack, answered with GEN500 and never the stack. */
export function unhandledError(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    const correlationId = c.get('correlationId');
    logger.error('unhandled error', { correlationId, error, stack: error.stack });
    return c.json(errorBody('GEN500', 'Something went wrong', correlationId), 500, { 'cache-control': 'no-store' });
  };
}
