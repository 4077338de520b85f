import { apiRoutes } from '@stride/application/api-routes';
import { endInStoreSession, signOut, startInStoreSession, type IdentityServiceDeps } from '@stride/application/commerce';
import type { StoreDirectory } from '@stride/domain/catalogue';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { err, ok } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { IN_STORE_SESSION_COOKIE, REFRESH_TOKEN_COOKIE } from '../authenticate.middleware.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { clearInStoreSessionCookie, clearTokenCookies, setInStoreSessionCookie } from './token-cookies.js';

/**
 * A store device's in-store session (account sections 3 and 4). The associate signs in as an agent on the device,
 * then opens the session: from then on the device serves shoppers (the associate's own sign-in ends there), and the
 * session cookie carries the associate's authority beside whoever signs in: their orders carry the store and
 * employee, and the associate may adjust their basket's prices. Clearing it ends that authority and signs the
 * shopper out.
 */
export function registerInStoreSessionRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: IdentityServiceDeps, stores: StoreDirectory): void {
  defineRoute(app, registry, apiRoutes.startInStoreSession, async ({ body, principal, c }) => {
    if (principal === undefined) throw new Error('startInStoreSession reached without a principal: its auth must be agent');
    const opened = await startInStoreSession({ ...deps, stores }, { associate: principal, storeId: body.storeId, storeEmployeeId: body.storeEmployeeId });
    if (opened.isErr()) return err(opened.error);
    await endInStoreSession(deps, getCookie(c, IN_STORE_SESSION_COOKIE));
    if (principal.via === 'cookie') {
      await signOut(deps, getCookie(c, REFRESH_TOKEN_COOKIE));
      clearTokenCookies(c);
    }
    setInStoreSessionCookie(c, opened.value.token);
    return ok(opened.value.session);
  });

  defineRoute(app, registry, apiRoutes.endInStoreSession, async ({ c }) => {
    const ended = await endInStoreSession(deps, getCookie(c, IN_STORE_SESSION_COOKIE));
    if (ended.isErr()) return err(ended.error);
    // Clearing logs the shopper out too (account section 4): the next shopper starts on a clean device.
    await signOut(deps, getCookie(c, REFRESH_TOKEN_COOKIE));
    clearTokenCookies(c);
    clearInStoreSessionCookie(c);
    return ok({ success: true as const });
  });
}
