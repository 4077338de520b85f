import { createStrideApiClient, type FetchLike } from '@stride/adapters-http/browser';
import { allRouteAddresses } from '@stride/application/api-routes';
import type { ApiFactory } from '@stride/web';

/** How the page routes reach the API: the app's own fetch, no network hop. */
export type AppFetch = (request: Request) => Response | Promise<Response>;

/**
 * The API a server render calls: the bff's own routes, in-process, as the shopper (their cookies
 * are forwarded, so a signed-in shopper's page is rendered with their session) and under the
 * page request's correlation id, so one page's calls share it in the logs.
 */
export function inProcessApi(appFetch: AppFetch, incoming: Request, correlationId: string): ApiFactory {
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
    forLocale: (locale) =>
      createStrideApiClient({ fetch: fetchInProcess, baseUrl: origin, locale, newCorrelationId: () => correlationId, addresses: allRouteAddresses }),
  };
}
