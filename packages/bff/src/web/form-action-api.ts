import { createHttpTokenApi, createStrideApiClient, type FetchLike } from '@stride/adapters-http/browser';
import { allRouteAddresses } from '@stride/application/api-routes';
import { acquireToken } from '@stride/application/storefront';
import type { ApiFactory } from '@stride/web';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../api/authenticate.middleware.js';

/** Calls the app in-process for a form post (its `env` keeps the shopper's connection). */
export type ActionFetch = (request: Request) => Response | Promise<Response>;

/** The API a form post calls, and the cookies its answers set, for the browser. */
export interface FormActionApi {
  readonly api: ApiFactory;
  /** The Set-Cookie headers of the answers, the last one of each cookie: a new guest session, rotated tokens. */
  setCookies(): readonly string[];
}

// The calls whose 401 means wrong credentials or no session to renew, never "renew and repeat".
const TOKEN_PATHS: ReadonlySet<string> = new Set([allRouteAddresses.issueToken.path, allRouteAddresses.signIn.path]);

function cookieJar(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return jar;
}

/** A Set-Cookie's name, value and whether it removes the cookie (Max-Age=0 or an expiry in the past). */
function readSetCookie(header: string): { name: string; value: string; removes: boolean } | undefined {
  const [pair = '', ...attributes] = header.split(';');
  const at = pair.indexOf('=');
  if (at <= 0) return undefined;
  const removes = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a) || (/^\s*expires\s*=/i.test(a) && Date.parse(a.split('=')[1] ?? '') <= Date.now()));
  return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), removes };
}

/**
 * The API a page's form action calls for the shopper who posted it, in-process: with the post's cookies and Origin
 * (the same-origin check of cookie-authenticated writes), its X-Forwarded-* headers (the shopper's address and
 * scheme). The cookies the answers set are kept for the next call and handed to the browser with the redirect. A
 * 401 renews the session as the browser's API does (browser-api.ts): the refresh cookie first, else a new guest
 * token (with the token call's 409 retry), then the call once more. So a first post without any session creates the
 * guest session the script would have.
 */
export function formActionApi(fetchInProcess: ActionFetch, incoming: Request, newCorrelationId: () => string): FormActionApi {
  const origin = new URL(incoming.url).origin;
  const jar = cookieJar(incoming.headers.get('cookie'));
  const setCookies = new Map<string, string>();
  const forwarded = ['x-forwarded-for', 'x-forwarded-proto'].flatMap((name) => {
    const value = incoming.headers.get(name);
    return value === null ? [] : [[name, value] as const];
  });

  const send: FetchLike = async (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [name, value] of forwarded) headers.set(name, value);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie !== '') headers.set('cookie', cookie);
    headers.set('origin', origin);
    const answer = await fetchInProcess(new Request(input, { ...init, headers }));
    for (const header of answer.headers.getSetCookie()) {
      const read = readSetCookie(header);
      if (read === undefined) continue;
      if (read.removes) jar.delete(read.name);
      else jar.set(read.name, read.value);
      setCookies.set(read.name, header);
    }
    return answer;
  };

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const tokens = createHttpTokenApi(createStrideApiClient({ fetch: send, baseUrl: origin, locale: 'en-US', newCorrelationId, addresses: allRouteAddresses }));
  const renew = async (): Promise<boolean> => {
    if (jar.has(REFRESH_TOKEN_COOKIE) && (await tokens.requestToken({ type: 'Refresh' })).isOk()) return true;
    const guest = await acquireToken({ api: tokens, sleep }, { type: 'Guest' });
    return guest.isOk() && guest.value.kind === 'granted' && jar.has(ACCESS_TOKEN_COOKIE);
  };
  const renewing: FetchLike = async (input, init) => {
    const first = await send(input, init);
    if (first.status !== 401 || TOKEN_PATHS.has(new URL(input, origin).pathname)) return first;
    if (!(await renew())) return first;
    return send(input, init);
  };

  const clients = new Map<string, ReturnType<typeof createStrideApiClient>>();
  return {
    api: {
      forLocale(locale) {
        let client = clients.get(locale);
        if (client === undefined) {
          client = createStrideApiClient({ fetch: renewing, baseUrl: origin, locale, newCorrelationId, addresses: allRouteAddresses });
          clients.set(locale, client);
        }
        return client;
      },
    },
    setCookies: () => [...setCookies.values()],
  };
}
