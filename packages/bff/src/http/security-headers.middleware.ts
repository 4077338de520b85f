import { CHALLENGE_PATH_PREFIX } from '@stride/application/route-addresses';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { isPageRequest } from '../routes/page-paths.js';
import { AnswerHeadersResponse, openOutgoing, setAnswerHeader, type FixedHeaders } from './answer-headers.js';
import type { AppEnv } from './app-env.js';
import { isInProcess } from './in-process.js';
import { servedOverTls, type TlsEvidence } from './served-over-tls.js';

/** A year; no includeSubDomains or preload, since the store cannot vouch for its siblings' TLS. */
const HSTS = 'max-age=31536000';

/**
 * What an answer is, for its headers: a storefront page (scripts with a fresh nonce), the 3-D
 * Secure pages (framable by the store), or anything else (JSON, files, errors), which runs no
 * scripts and so skips the nonce's per-request cost.
 */
type AnswerKind = 'page' | 'framable' | 'other';

/**
 * The policy of an answer that is not a document a shopper views (JSON, scripts, styles, images,
 * fonts, errors): it may load nothing and be framed by no one, OWASP's advice for API answers.
 * A browser applies it only where such an answer is opened as a document (a JSON or SVG URL typed
 * in), and there nothing should run; it is also the shortest header every API answer carries.
 */
const NOTHING_TO_LOAD = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/**
 * The policy an answer carries. On documents, scripts run only from the store's own files or, on a
 * page, with its nonce (pages put it on their module scripts and inline data); the swatches' colours
 * are style attributes, so attributes are the only inline styles allowed, never style elements.
 */
function policy(kind: AnswerKind, connectSources: readonly string[], scriptSources: readonly string[], frameSources: readonly string[]) {
  if (kind === 'other') return NOTHING_TO_LOAD;
  const nonce = kind === 'page' ? [NONCE] : [];
  return {
    defaultSrc: ["'self'"],
    // The social gallery vendor's script, when configured (its widget then calls and draws from the same origin).
    scriptSrc: ["'self'", ...nonce, ...(kind === 'page' ? scriptSources : [])],
    styleSrc: ["'self'", ...nonce],
    styleSrcAttr: ["'unsafe-inline'"],
    // blob: the write-a-review form previews the photos a shopper chose (object URLs only the page's own script makes).
    imgSrc: ["'self'", 'data:', 'blob:', ...scriptSources],
    fontSrc: ["'self'"],
    // The experiment vendor's CDN and log endpoint, when configured: the storefront's client calls them.
    connectSrc: ["'self'", ...connectSources, ...scriptSources],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: [kind === 'framable' ? "'self'" : "'none'"],
    // reCAPTCHA Enterprise's frames, when configured; otherwise frames fall back to default-src ('self').
    ...(kind === 'page' && frameSources.length > 0 ? { frameSrc: ["'self'", ...frameSources] } : {}),
  };
}

/**
 * Headers that only a document needs (opener isolation, agent clusters, the referrer of the links and
 * loads it makes, old IE and Flash switches; OWASP lists Referrer-Policy among the headers for HTML
 * answers), and X-Frame-Options, which `frame-ancestors 'none'` replaces in every browser that can run
 * the store (CSP level 2; only IE 11 read X-Frame-Options alone). JSON, files and errors skip them:
 * every header is written on every answer and costs the API's hottest read a few thousand
 * instructions (docs/performance.md). A non-document answer keeps its policy, nosniff and CORP.
 */
const DOCUMENT_ONLY = {
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xFrameOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

function headersFor(
  kind: AnswerKind,
  overTls: boolean,
  connectSources: readonly string[],
  scriptSources: readonly string[],
  frameSources: readonly string[],
): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: policy(kind, connectSources, scriptSources, frameSources),
    xFrameOptions: kind === 'framable' ? 'SAMEORIGIN' : 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: overTls ? HSTS : false,
    // Nothing in Stride sets X-Powered-By, so there is nothing to delete on every answer.
    removePoweredBy: false,
    ...(kind === 'other' ? DOCUMENT_ONLY : {}),
  });
}

/** One middleware per kind, [plain http, over TLS], built once. */
function handlersByKind(
  connectSources: readonly string[],
  scriptSources: readonly string[],
  frameSources: readonly string[],
): Record<AnswerKind, readonly [MiddlewareHandler, MiddlewareHandler]> {
  const pair = (kind: AnswerKind) =>
    [headersFor(kind, false, connectSources, scriptSources, frameSources), headersFor(kind, true, connectSources, scriptSources, frameSources)] as const;
  return { page: pair('page'), framable: pair('framable'), other: pair('other') };
}

type HeaderList = FixedHeaders;

/**
 * The headers Hono's `secureHeaders` writes for an answer without a nonce, read once from the
 * middleware itself, so the fast path below sends exactly what it would.
 */
async function headersWrittenBy(handler: MiddlewareHandler): Promise<HeaderList> {
  const probe = { res: new Response(null) };
  await handler(probe as unknown as Context, async () => {});
  const written: (readonly [string, string])[] = [];
  probe.res.headers.forEach((value, name) => written.push([name, value]));
  return written;
}

/**
 * Answers that run no script (JSON, files, errors) get their fixed headers kept on node's response,
 * which merges them with the answer's own at `writeHead` (an answer's own policy wins).
 * Setting them on the web Response instead cost product details measurably more CPU a request
 * (docs/performance.md, eighth session). Without node's response (`app.request()` in tests) Hono's path is used.
 */
function fixedHeadersWriter(handlers: readonly [MiddlewareHandler, MiddlewareHandler]) {
  let lists: readonly [HeaderList, HeaderList] | undefined;
  void Promise.all([headersWrittenBy(handlers[0]), headersWrittenBy(handlers[1])]).then((written) => {
    lists = written;
  });
  return (c: Context<AppEnv>, tls: boolean): boolean => {
    const outgoing = openOutgoing(c);
    if (lists === undefined || outgoing === undefined) return false;
    if (outgoing instanceof AnswerHeadersResponse) outgoing.keepFixed(lists[tls ? 1 : 0]);
    else for (const [name, value] of lists[tls ? 1 : 0]) setAnswerHeader(c, name, value);
    return true;
  };
}

/**
 * Hono's `secureHeaders` on every answer (pages, API, assets, errors): a strict
 * Content-Security-Policy, with a fresh nonce on each page (read by the page renderer as
 * `secureHeadersNonce`), nosniff, no framing but the challenge page's by the store itself,
 * strict-origin-when-cross-origin referrers, and HSTS only when shoppers arrive over TLS.
 * Also records `servedOverTls` for the token cookies' Secure flag. A handler's own policy wins.
 * An answer the bff asks of itself (a page's loads) is never sent, so it gets none.
 */
export function securityHeaders(
  evidence: TlsEvidence,
  connectSources: readonly string[] = [],
  scriptSources: readonly string[] = [],
  frameSources: readonly string[] = [],
): MiddlewareHandler<AppEnv> {
  const overTls = servedOverTls(evidence);
  const handlers = handlersByKind(connectSources, scriptSources, frameSources);
  const writeFixedHeaders = fixedHeadersWriter(handlers.other);
  // A handler that sets a policy of its own (the API reference's, which runs no script at all)
  // keeps it: secureHeaders would otherwise write the general one over it.
  const throughHono = async (c: Context<AppEnv>, next: Next, kind: AnswerKind, tls: boolean): Promise<void> => {
    let ownPolicy: string | null = null;
    const handled = async () => {
      await next();
      ownPolicy = c.res.headers.get('content-security-policy');
    };
    await handlers[kind][tls ? 1 : 0](c, handled);
    if (ownPolicy !== null) c.res.headers.set('content-security-policy', ownPolicy);
  };
  // Not an async function: the answers of the fixed list (every API answer) pass straight on to `next`, without the
  // promise and microtask turns an async layer adds (about 5,000 instructions a request, docs/performance.md).
  return (c, next) => {
    const tls = overTls(c.req.raw);
    c.set('servedOverTls', tls);
    if (isInProcess(c)) return next();
    const path = c.req.path;
    const kind: AnswerKind = path.startsWith(CHALLENGE_PATH_PREFIX) ? 'framable' : isPageRequest({ method: c.req.method, path }) ? 'page' : 'other';
    if (kind === 'other' && writeFixedHeaders(c, tls)) return next();
    return throughHono(c, next, kind, tls);
  };
}
