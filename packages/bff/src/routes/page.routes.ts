import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import type { Logger } from '../logging/logger.port.js';
import type { PageRenderer } from '../web/page-renderer.js';

/** The server-rendered storefront pages; only the home page exists so far. */
export function pageRoutes(renderer: PageRenderer, logger: Logger): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/', async (c) => {
    const correlationId = c.get('correlationId');
    const url = new URL(c.req.url);
    // A throw before the shell is ready reaches the GEN500 handler; errors React recovers
    // from while streaming are only logged, since the status line has already gone out.
    const body = await renderer.render(url.pathname + url.search, (error) =>
      logger.error('render error', { correlationId, error }),
    );
    return c.body(body, 200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
  });
  return routes;
}
