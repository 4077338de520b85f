import { strideError } from '@stride/domain/errors';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../http/app-env.js';
import { respondWithError } from './api-error.js';
import type { AccessTokenVerifier, Principal } from './principal.js';
import type { InStoreAuthority } from '@stride/application/commerce';

/** Cookie names the browser gets the tokens in (HttpOnly, SameSite=Lax, Secure behind TLS). */
export const ACCESS_TOKEN_COOKIE = 'stride_at';
export const REFRESH_TOKEN_COOKIE = 'stride_rt';
/** The store device's in-store session (HttpOnly, SameSite=Strict, for the browser session only). */
export const IN_STORE_SESSION_COOKIE = 'stride_instore';

/** Finds the associate's authority behind an in-store session cookie's value; null when it names no open session. */
export type InStoreSessionResolver = (token: string) => Promise<InStoreAuthority | null>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * A cookie-authenticated unsafe request must come from our own origin: the browser's
 * `Sec-Fetch-Site: same-origin`, or else its `Origin`, proves it; a form posted from another site
 * has neither. The origin is ours when it is the request URL's or the public URL's (behind a proxy
 * the request URL is the proxy's upstream address, not what the browser saw).
 * @example isSameOriginRequest('http://10.0.0.5:3000/cart', 'https://shop.example', undefined, 'https://shop.example') // true
 */
export function isSameOriginRequest(url: string, origin: string | undefined, fetchSite: string | undefined, publicOrigin?: string): boolean {
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  if (origin === undefined) return false;
  try {
    const claimed = new URL(origin).origin;
    return claimed === new URL(url).origin || claimed === publicOrigin;
  } catch {
    return false;
  }
}

/**
 * Reads the access token from `Authorization: Bearer` or the HttpOnly cookie, verifies it and puts
 * the principal on the context. An invalid or expired token leaves no principal (routes that need
 * one answer 401). A store device's in-store session cookie puts the associate's authority beside
 * it (never on a Bearer call: support tooling speaks for itself). An unsafe request carrying any of
 * these cookies (the refresh cookie alone rotates tokens and signs out) must come from the
 * storefront's own origin, else 403.
 */
export function authenticate(verifier: AccessTokenVerifier, publicOrigin?: string, inStoreSessions?: InStoreSessionResolver): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bearer = bearerToken(c.req.header('authorization'));
    const cookie = bearer === undefined ? getCookie(c, ACCESS_TOKEN_COOKIE) : undefined;
    const inStoreCookie = getCookie(c, IN_STORE_SESSION_COOKIE);
    if (!SAFE_METHODS.has(c.req.method) && (getCookie(c, ACCESS_TOKEN_COOKIE) ?? getCookie(c, REFRESH_TOKEN_COOKIE) ?? inStoreCookie) !== undefined) {
      if (!isSameOriginRequest(c.req.url, c.req.header('origin'), c.req.header('sec-fetch-site'), publicOrigin)) {
        return respondWithError(c, strideError('AUT432', 'Cross-site request refused.'), 403);
      }
    }
    const token = bearer ?? cookie;
    let principal: Principal | undefined;
    if (token !== undefined) {
      const verified = await verifier.verify(token);
      if (verified !== null) principal = { ...verified, via: bearer !== undefined ? 'bearer' : 'cookie' };
    }
    c.set('principal', principal);
    const inStore = bearer === undefined && inStoreCookie !== undefined && inStoreSessions !== undefined ? await inStoreSessions(inStoreCookie) : null;
    c.set('inStore', inStore ?? undefined);
    await next();
  };
}
