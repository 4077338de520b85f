import { Hono, type MiddlewareHandler } from 'hono';
import type { ApiModule } from './api/api-module.js';
import { authenticate } from './api/authenticate.middleware.js';
import { payloadTooLarge } from './api/define-route.js';
import type { AppEnv } from './http/app-env.js';
import { compression } from './http/compression.middleware.js';
import { correlationId } from './http/correlation-id.middleware.js';
import { IN_PROCESS, inProcessFor } from './http/in-process.js';
import { notFound, unhandledError } from './http/error-handlers.js';
import { requestLog } from './http/request-log.middleware.js';
import { requestBodyLimit } from './http/request-body-limit.middleware.js';
import { securityHeaders } from './http/security-headers.middleware.js';
import type { TlsEvidence } from './http/served-over-tls.js';
import type { Logger } from './logging/logger.port.js';
import { healthRoutes, type ReadinessProbe } from './routes/health.routes.js';
import { pageRoutes } from './routes/page.routes.js';
import { staticAssetRoutes } from './routes/static-assets.routes.js';
import type { PageRenderer } from './web/page-renderer.js';

export interface AppDeps {
  readonly logger: Logger;
  readonly readiness: ReadinessProbe;
  readonly pages: PageRenderer;
  /** The Vite client build directory served under /assets/. */
  readonly clientDir: string;
  /** Makes correlation ids for requests that bring none; crypto.randomUUID by default. */
  readonly newCorrelationId?: () => string;
  /** The commerce API (routes and token verification); absent in page-only test apps. */
  readonly api?: ApiModule;
  /** What says shoppers arrive over TLS (HSTS, Secure cookies); plain http when absent. */
  readonly tls?: TlsEvidence;
  /** Other origins the pages' scripts may call (Content-Security-Policy connect-src): the experiment vendor's. */
  readonly connectSources?: readonly string[];
  /** Other origins the pages may load scripts from (script-src): the social gallery vendor's. */
  readonly scriptSources?: readonly string[];
  /** Other origins the pages may frame (reCAPTCHA Enterprise's challenge frames, when configured). */
  readonly frameSources?: readonly string[];
}

/**
 * What every API request passes before its route, as one middleware (each layer costs every request
 * a dispatch): how many proxies to believe for the client address, the body limit (413), then who
 * calls (the principal; a cross-site cookie write refused).
 */
function apiRequestGuards(api: ApiModule): MiddlewareHandler<AppEnv> {
  const maxSize = api.bodyLimitBytes;
  const limit = requestBodyLimit(maxSize, (c) => payloadTooLarge(c, maxSize));
  const identify = authenticate(api.verifier, api.publicOrigin, api.inStoreSessions);
  return (c, next) => {
    c.set('trustedProxies', api.trustedProxies);
    // authenticate answers a refusal by returning it; the body limit's streaming path awaits its next and drops what it returns.
    return limit(c, async () => {
      const refused = await identify(c, next);
      if (refused !== undefined) c.res = refused;
    });
  };
}

/**
 * Builds the bff's Hono app from plain dependencies, so tests call `app.request()` in-process.
 * @example const res = await createApp(deps).request('/healthz');
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', correlationId(deps.newCorrelationId));
  app.use('*', requestLog(deps.logger));
  app.use('*', securityHeaders(deps.tls ?? { publicUrl: 'http://localhost', trustProxy: 0 }, deps.connectSources, deps.scriptSources, deps.frameSources));
  // Pages, scripts and JSON go out gzip-compressed to clients that ask (a page's scripts shrink ~3.5x).
  app.use('*', compression());
  app.route('/', healthRoutes(deps.readiness, deps.logger));
  if (deps.api) {
    app.use('*', apiRequestGuards(deps.api));
    deps.api.register(app);
  }
  app.route('/', staticAssetRoutes(deps.clientDir));
  app.route(
    '/',
    pageRoutes(
      deps.pages,
      deps.logger,
      (request) => app.fetch(request, IN_PROCESS),
      deps.api === undefined ? undefined : { reads: deps.api.publicReads, logger: deps.logger },
      deps.api === undefined ? undefined : { publicOrigin: deps.api.publicOrigin, fetchFor: (env) => (request) => app.fetch(request, inProcessFor(env)) },
    ),
  );
  app.notFound(notFound);
  app.onError(unhandledError(deps.logger));
  return app;
}
