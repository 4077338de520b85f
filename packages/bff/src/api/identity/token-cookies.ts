import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@stride/domain/identity';
import type { AppEnv } from '../../http/app-env.js';
import { ACCESS_TOKEN_COOKIE, IN_STORE_SESSION_COOKIE, REFRESH_TOKEN_COOKIE } from '../authenticate.middleware.js';

// Secure whenever shoppers arrive over TLS, which behind a TLS-terminating proxy only the public
// URL or the trusted proxy can tell (the request's own URL is http); plain-http development keeps working.
const secureFor = (c: Context<AppEnv>) => c.get('servedOverTls') || new URL(c.req.url).protocol === 'https:';

function cookieOptions(c: Context<AppEnv>, maxAge: number) {
  return { path: '/', httpOnly: true, sameSite: 'Lax' as const, secure: secureFor(c), maxAge };
}

/** Gives the browser the tokens as HttpOnly SameSite=Lax cookies (Bearer clients ignore them). */
export function setTokenCookies(c: Context<AppEnv>, grant: { accessToken: string; refreshToken: string }): void {
  setCookie(c, ACCESS_TOKEN_COOKIE, grant.accessToken, cookieOptions(c, ACCESS_TOKEN_TTL_SECONDS));
  setCookie(c, REFRESH_TOKEN_COOKIE, grant.refreshToken, cookieOptions(c, REFRESH_TOKEN_TTL_SECONDS));
}

/** Removes both token cookies (sign-out). */
export function clearTokenCookies(c: Context<AppEnv>): void {
  deleteCookie(c, ACCESS_TOKEN_COOKIE, { path: '/' });
  deleteCookie(c, REFRESH_TOKEN_COOKIE, { path: '/' });
}

/**
 * Gives the store device its in-store session: HttpOnly, SameSite=Strict, and with no Max-Age, so it lasts the
 * browser session (account section 3); the server ends it sooner when it is cleared or its shift is over.
 */
export function setInStoreSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, IN_STORE_SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Strict', secure: secureFor(c) });
}

/** Removes the in-store session cookie (the session is cleared). */
export function clearInStoreSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, IN_STORE_SESSION_COOKIE, { path: '/' });
}
