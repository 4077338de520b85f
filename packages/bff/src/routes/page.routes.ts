import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import type { Logger } from '../logging/logger.port.js';
import { isInProcess } from '../http/in-process.js';
import { inProcessApi, type AppFetch, type DirectReads } from '../web/in-process-api.js';
import type { PageRenderer } from '../web/page-renderer.js';
import { isApiPath } from './page-paths.js';

/** The server-rendered storefront: every GET outside the API renders the matching page; its loads read the public reads in `direct` without HTTP. */
export function pageRoutes(renderer: PageRenderer, logger: Logger, appFetch: AppFetch, direct?: DirectReads): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('*', async (c, next) => {
    // A page's own API calls never render a page: a call the app does not serve is a JSON 404, not a page whose
    // loads call it again (an endless recursion when a module, say content, is not mounted).
    if (isApiPath(c.req.path) || isInProcess(c)) return next();
    const correlationId = c.get('correlationId');
    // A throw before the shell is ready reaches the GEN500 handler; errors React recovers
    // from while streaming are only logged, since the status line has already gone out.
    const response = await renderer.render(
      c.req.raw,
      inProcessApi(appFetch, c.req.raw, correlationId, direct),
      (error) => logger.error('render error', { correlationId, error }),
      c.get('secureHeadersNonce'),
    );
    return response;
  });
  return routes;
}
