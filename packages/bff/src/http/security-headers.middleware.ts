import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env.js';
import { servedOverTls, type TlsEvidence } from './served-over-tls.js';

/** The sandbox provider's 3-D Secure pages (challenge and its result), which the storefront may frame. */
const FRAMABLE_PREFIX = '/psp/v1/challenge/';

/** A year; no includeSubDomains or preload, since the store cannot vouch for its siblings' TLS. */
const HSTS = 'max-age=31536000';

/**
 * The policy every answer carries. Scripts run only from the store's own files or with this
 * answer's nonce (pages put it on their module scripts and inline data); the swatches' colours are
 * style attributes, so only attributes may be inline styles, never style elements or scripts.
 */
function policy(frameAncestors: string) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'", NONCE],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: [frameAncestors],
  };
}

function headersFor(framable: boolean, overTls: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: policy(framable ? "'self'" : "'none'"),
    xFrameOptions: framable ? 'SAMEORIGIN' : 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: overTls ? HSTS : false,
  });
}

/**
 * Hono's `secureHeaders` on every answer (pages, API, assets, errors): a strict
 * Content-Security-Policy with a fresh nonce per request (read by the page renderer as
 * `secureHeadersNonce`), nosniff, no framing but the challenge page's by the store itself,
 * strict-origin-when-cross-origin referrers, and HSTS only when shoppers arrive over TLS.
 * Also records `servedOverTls` for the token cookies' Secure flag.
 */
export function securityHeaders(evidence: TlsEvidence): MiddlewareHandler<AppEnv> {
  const overTls = servedOverTls(evidence);
  const [strict, strictTls, framable, framableTls] = [headersFor(false, false), headersFor(false, true), headersFor(true, false), headersFor(true, true)];
  return (c, next) => {
    const tls = overTls(c.req.raw);
    c.set('servedOverTls', tls);
    if (c.req.path.startsWith(FRAMABLE_PREFIX)) return (tls ? framableTls : framable)(c, next);
    return (tls ? strictTls : strict)(c, next);
  };
}
