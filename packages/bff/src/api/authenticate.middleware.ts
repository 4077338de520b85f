import { strideError } from '@stride/domain';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../http/app-env.js';
import { respondWithError } from './api-error.js';
import type { AccessTokenVerifier, Principal } from './principal.js';

/** Cookie names the browser gets the tokens in (HttpOnly, SameSite=Lax, Secure behind TLS). */
export const ACCESS_TOKEN_COOKIE = 'stride_at';
export const REFRESH_TOKEN_COOKIE = 'stride_rt';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * A cookie-authenticated unsafe request must come from our own origin: the browser's `Origin`
 * (or `Sec-Fetch-Site: same-origin`) proves it; a form posted from another site has neither.
 */
export function isSameOriginRequest(url: string, origin: string | undefined, fetchSite: string | undefined): boolean {
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  if (origin === undefined) return false;
  try {
    return new URL(origin).origin === new URL(url).origin;
  } catch {
    return false;
  }
}

/**
 * Reads the access token from `Authorization: Bearer` or the HttpOnly cookie, verifies it and puts
 * the principal on the context. An invalid or expired token leaves no principal (routes that need
 * one answer 401). Cookie-authenticated unsafe requests from another site are refused.
 */
export function authenticate(verifier: AccessTokenVerifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bearer = bearerToken(c.req.header('authorization'));
    const cookie = bearer === undefined ? getCookie(c, ACCESS_TOKEN_COOKIE) : undefined;
    const token = bearer ?? cookie;
    let principal: Principal | undefined;
    if (token !== undefined) {
      const verified = await verifier.verify(token);
      if (verified !== null) principal = { ...verified, via: bearer !== undefined ? 'bearer' : 'cookie' };
    }
    if (cookie !== undefined && !SAFE_METHODS.has(c.req.method)) {
      if (!isSameOriginRequest(c.req.url, c.req.header('origin'), c.req.header('sec-fetch-site'))) {
        return respondWithError(c, strideError('AUT432', 'Cross-site request refused.'), 403);
      }
    }
    c.set('principal', principal);
    await next();
  };
}
