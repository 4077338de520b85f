import { createStrideApiClient, failureFromAnswer, routePath, type FetchLike, type StrideApiClient } from '@stride/adapters-http/browser';
import { allRouteAddresses, type RouteName } from '@stride/application/api-routes';
import type { ApiFailure } from '@stride/application/storefront';
import type { ApiFactory } from '@stride/web';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { PublicReads } from '../api/public-reads.js';
import type { Logger } from '../logging/logger.port.js';

/** How the page routes reach the API: the app's own fetch, no network hop. */
export type AppFetch = (request: Request) => Response | Promise<Response>;

/** The public reads a render may call without HTTP, and the log their calls are written to, as the HTTP calls' are. */
export interface DirectReads {
  readonly reads: PublicReads;
  readonly logger: Logger;
}

/** Path parameters or query values as the URL carries them: strings, the undefined ones left out. */
function urlValues(values: Readonly<Record<string, unknown>> | undefined): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(values ?? {})) if (value !== undefined) strings[key] = String(value);
  return strings;
}

/**
 * The client a render's loads call: a public read (the same answer for whoever asks) straight from its route's
 * handler, with the answer object itself instead of its JSON; every other call, and every request the route must
 * answer itself, over `http`. Each direct read writes the `request` log line its HTTP call would.
 */
function readingDirectly(http: StrideApiClient, direct: DirectReads, locale: string, correlationId: string): StrideApiClient {
  const call = (name: RouteName, request?: { params?: Readonly<Record<string, unknown>>; query?: Readonly<Record<string, unknown>> }) => {
    const overHttp = () => (http.call as (name: RouteName, request?: unknown) => ResultAsync<unknown, ApiFailure>)(name, request);
    const address = allRouteAddresses[name];
    const path = routePath(address.path, request?.params);
    if (!direct.reads.has(name) || path === undefined) return overHttp();
    // The query as the URL would carry it: the locale first, the call's own values after it.
    const query = { locale, ...urlValues(request?.query) };
    const started = performance.now();
    return ResultAsync.fromSafePromise(direct.reads.read(name, { params: urlValues(request?.params), query, correlationId })).andThen((answer) => {
      if (answer.kind === 'http') return overHttp();
      const status = answer.kind === 'answer' ? 200 : answer.status;
      direct.logger.info('request', { method: 'GET', path, status, durationMs: Math.round((performance.now() - started) * 10) / 10, correlationId });
      return answer.kind === 'answer'
        ? okAsync<unknown, ApiFailure>(answer.value)
        : errAsync<unknown, ApiFailure>(failureFromAnswer(answer.status, answer.body));
    });
  };
  // A render's client knows every route already (allRouteAddresses).
  const client: StrideApiClient = { call: call as StrideApiClient['call'], with: () => client };
  return client;
}

/**
 * The API a server render calls: the bff's own routes, in-process, as the shopper (their cookies
 * are forwarded, so a signed-in shopper's page is rendered with their session) and under the
 * page request's correlation id, so one page's calls share it in the logs. The public reads in
 * `direct` are read without HTTP.
 */
export function inProcessApi(appFetch: AppFetch, incoming: Request, correlationId: string, direct?: DirectReads): ApiFactory {
  const origin = new URL(incoming.url).origin;
  const cookie = incoming.headers.get('cookie');
  const fetchInProcess: FetchLike = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookie !== null) headers.set('cookie', cookie);
    // Loaders only read, but a cookie-carrying POST (store availability) must pass the same-origin check.
    headers.set('origin', origin);
    return appFetch(new Request(input, { ...init, headers }));
  };
  return {
    // Every route, the content service's canvas calls included: a server render reads the page's content.
    forLocale: (locale) => {
      const http = createStrideApiClient({
        fetch: fetchInProcess,
        baseUrl: origin,
        locale,
        newCorrelationId: () => correlationId,
        addresses: allRouteAddresses,
      });
      return direct === undefined ? http : readingDirectly(http, direct, locale, correlationId);
    },
  };
}
