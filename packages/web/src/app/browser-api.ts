import { createHttpTokenApi, createStrideApiClient, type FetchLike } from '@stride/adapters-http/browser';
import { acquireToken, type TokenRequest } from '@stride/application/storefront';
import { routeAddresses } from '@stride/application/route-addresses';
import type { ApiFactory } from './api-factory.js';

// Their 401 means wrong credentials, not an expired token: renewing and repeating would count a
// second failed sign-in against the account's lockout.
const CREDENTIAL_PATHS: readonly string[] = [routeAddresses.issueToken, routeAddresses.signIn, routeAddresses.signUp, routeAddresses.agentSignIn].map(
  (a) => a.path,
);

/**
 * The browser's API: same-origin fetch with the HttpOnly token cookies. A 401 on any call but the
 * token and credential calls renews the session once (refresh cookie first, else a new guest token, each with the
 * spec's 409 retry; a 403 on the refresh keeps the session as it is) and repeats the call; concurrent 401s share one renewal.
 */
export function createBrowserApi(origin: string): ApiFactory {
  const plainFetch: FetchLike = (input, init) => fetch(input, { ...init, credentials: 'same-origin' });
  const tokenClient = createStrideApiClient({ fetch: plainFetch, baseUrl: origin, locale: 'en-US', newCorrelationId: () => crypto.randomUUID() });
  const tokens = createHttpTokenApi(tokenClient);
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  let renewal: Promise<boolean> | null = null;

  // The refresh is the token call two tabs race for: the later one is answered 409 (its refresh token was just rotated)
  // and, after 2 s, finds the newer refresh cookie the earlier one set. A 403 leaves the session as it is.
  const granted = (request: TokenRequest) => acquireToken({ api: tokens, sleep }, request).map((outcome) => outcome.kind === 'granted');
  const renew = (): Promise<boolean> => {
    renewal ??= granted({ type: 'Refresh' })
      .orElse(() => granted({ type: 'Guest' }))
      .unwrapOr(false)
      .finally(() => {
        renewal = null;
      });
    return renewal;
  };

  const renewingFetch: FetchLike = async (input, init) => {
    const first = await plainFetch(input, init);
    if (first.status !== 401 || CREDENTIAL_PATHS.includes(new URL(input, origin).pathname)) return first;
    if (!(await renew())) return first;
    // The refused answer is dropped unread: cancelling its body ends its request (the browser otherwise holds it
    // open, and the page never reaches network idle).
    void first.body?.cancel();
    return plainFetch(input, init);
  };

  const clients = new Map<string, ReturnType<typeof createStrideApiClient>>();
  return {
    forLocale(locale) {
      let client = clients.get(locale);
      if (client === undefined) {
        client = createStrideApiClient({ fetch: renewingFetch, baseUrl: origin, locale, newCorrelationId: () => crypto.randomUUID() });
        clients.set(locale, client);
      }
      return client;
    },
  };
}
