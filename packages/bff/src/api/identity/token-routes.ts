import { apiRoutes } from '@stride/application/api-routes';
import {
  agentLogin,
  exchangeAuthorizationCode,
  issueGuestToken,
  rotateRefreshToken,
  signIn,
  signOut,
  spendAttempt,
  type IdentityServiceDeps,
} from '@stride/application/commerce';
import { tokensPerAccount, tokensPerClient } from '@stride/domain/security';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { err } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { clientAddress } from '../../http/client-address.js';
import { REFRESH_TOKEN_COOKIE } from '../authenticate.middleware.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { clearTokenCookies, setTokenCookies } from './token-cookies.js';

/** Path of the agent sign-in; its "not an agent" answer is 403 (authenticated, not allowed). */
export const AGENT_LOGIN_PATH = apiRoutes.agentSignIn.path;

/** The token, sign-in, sign-out and agent sign-in calls (commerce section 7, Authentication). */
export function registerTokenRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: IdentityServiceDeps): void {
  defineRoute(app, registry, apiRoutes.issueToken, async ({ body, principal, c }) => {
    const limits = [tokensPerClient(clientAddress(c)), ...(principal === undefined ? [] : [tokensPerAccount(principal.consumerNo)])];
    const refused = await spendAttempt(deps, limits);
    if (refused !== undefined) return err(refused);
    const result =
      body.type === 'Guest'
        ? await issueGuestToken(deps)
        : body.type === 'Refresh'
          ? await rotateRefreshToken(deps, body.refreshToken ?? getCookie(c, REFRESH_TOKEN_COOKIE) ?? '')
          : await exchangeAuthorizationCode(deps, {
              authorizationCode: body.authorizationCode,
              codeVerifier: body.codeVerifier,
              guestObjects: body.guestObjects,
              currentGuest: principal?.consumerType === 'GUEST' ? principal.consumerNo : undefined,
            });
    if (result.isOk()) setTokenCookies(c, result.value);
    return result;
  });
  defineRoute(app, registry, apiRoutes.signIn, async ({ body, c }) =>
    signIn(deps, {
      username: body.username,
      password: body.password,
      codeChallenge: body.codeChallenge,
      recaptchaResponse: body.recaptcha_response,
      clientAddress: clientAddress(c),
    }),
  );
  defineRoute(app, registry, apiRoutes.signOut, async ({ body, c }) => {
    const result = await signOut(deps, body.refreshToken ?? getCookie(c, REFRESH_TOKEN_COOKIE));
    clearTokenCookies(c);
    return result.map(() => ({ success: true as const }));
  });
  app.use(AGENT_LOGIN_PATH, async (c, next) => {
    await next();
    if (c.res.status !== 401) return;
    const body = (await c.res
      .clone()
      .json()
      .catch(() => undefined)) as { errorDetails?: { errorId?: string }[] } | undefined;
    if (body?.errorDetails?.[0]?.errorId === 'AUT432') c.res = new Response(c.res.body, { status: 403, headers: c.res.headers });
  });
  defineRoute(app, registry, apiRoutes.agentSignIn, async ({ body, c }) => {
    const result = await agentLogin(deps, { ...body, clientAddress: clientAddress(c) });
    if (result.isOk()) setTokenCookies(c, result.value);
    return result;
  });
}
