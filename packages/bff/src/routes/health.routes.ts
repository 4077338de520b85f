import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import type { Logger } from '../logging/logger.port.js';

/** Answers whether the bff can serve traffic now (database reachable, not draining). */
export type ReadinessProbe = () => Promise<boolean>;

/**
 * `/healthz` says the process is alive (no dependencies checked, so a slow database never
 * gets the process restarted); `/readyz` says it can serve, so a load balancer may route to it.
 */
export function healthRoutes(readiness: ReadinessProbe, logger: Logger): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'cache-control': 'no-store' }));
  routes.get('/readyz', async (c) => {
    const ready = await readiness().catch((error: unknown) => {
      logger.warn('readiness probe failed', { correlationId: c.get('correlationId'), error });
      return false;
    });
    return ready ? c.json({ status: 'ready' }, 200, { 'cache-control': 'no-store' }) : c.json({ status: 'unavailable' }, 503, { 'cache-control': 'no-store' });
  });
  return routes;
}
