import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logging/logger.port.js';
import type { AppEnv } from './app-env.js';

/** Logs one `request` line per request: method, path, status, durationMs and correlationId. */
export function requestLog(logger: Logger, clock: () => number = () => performance.now()): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = clock();
    try {
      await next();
    } finally {
      logger.info('request', {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round((clock() - started) * 10) / 10,
        correlationId: c.get('correlationId'),
      });
    }
  };
}
