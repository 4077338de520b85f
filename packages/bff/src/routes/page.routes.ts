import { strideError } from '@stride/domain/errors';
import { PAGE_ACTION_PATHS } from '@stride/web';
import { Hono } from 'hono';
import { respondWithError } from '../api/api-error.js';
import { sameOriginForms } from '../api/same-origin-forms.middleware.js';
import type { AppEnv } from '../http/app-env.js';
import type { Logger } from '../logging/logger.port.js';
import { isInProcess } from '../http/in-process.js';
import { formActionApi, type ActionFetch } from '../web/form-action-api.js';
import { inProcessApi, type AppFetch, type DirectReads } from '../web/in-process-api.js';
import type { PageRenderer } from '../web/page-renderer.js';
import { isApiPath } from './page-paths.js';

/** What the pages' form posts need: the storefront's origin (the cross-site check) and an in-process fetch as the poster. */
export interface PageActionDeps {
  readonly publicOrigin: string;
  /** The app's fetch for the calls of one post, in an environment that keeps the shopper's connection. */
  readonly fetchFor: (env: unknown) => ActionFetch;
}

/** A form post's body type: the only one the pages' forms send (no JavaScript, no multipart). */
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * The server-rendered storefront: every GET outside the API renders the matching page; its loads read the public
 * reads in `direct` without HTTP. The cart's and checkout's forms post to their own page (without JavaScript): a
 * same-origin form post, read as a form only, runs the page's action, which answers with a redirect.
 */
export function pageRoutes(renderer: PageRenderer, logger: Logger, appFetch: AppFetch, direct?: DirectReads, actions?: PageActionDeps): Hono<AppEnv> {
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
  if (actions === undefined || renderer.act === undefined) return routes;
  const act = renderer.act;
  for (const path of PAGE_ACTION_PATHS) {
    // Hono's csrf for form bodies (Origin or Sec-Fetch-Site must be this site's), on top of the check every
    // cookie-carrying write passes: a post without any session yet still creates one only from the site itself.
    routes.post(path, sameOriginForms(actions.publicOrigin), async (c) => {
      if (!FORM_TYPE.test(c.req.header('content-type') ?? '')) {
        return respondWithError(c, strideError('API415', 'Send the form as application/x-www-form-urlencoded.'), 415);
      }
      const correlationId = c.get('correlationId');
      const form = new URLSearchParams(await c.req.text());
      const { api, setCookies } = formActionApi(actions.fetchFor(c.env), c.req.raw, () => correlationId);
      const onError = (error: unknown) => logger.error('form action error', { correlationId, path, error });
      const answer = await act(c.req.raw, form, api, c.get('servedOverTls'), onError);
      // The session the action's calls opened or renewed, beside the basket and flash cookies the action set.
      const headers = new Headers(answer.headers);
      for (const cookie of setCookies()) headers.append('set-cookie', cookie);
      return new Response(answer.body, { status: answer.status, headers });
    });
  }
  return routes;
}
