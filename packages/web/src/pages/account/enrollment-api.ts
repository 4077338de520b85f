import { createStrideApiClient, type FetchLike, type StrideApiClient } from '@stride/adapters-http/browser';
import type { RouteName } from '@stride/application/route-addresses';
import type { SignUpRequest } from '@stride/application/storefront';
import type { SignUpSource } from './enrollment-query.js';

export interface EnrollmentSignUpOptions {
  readonly source: SignUpSource;
  /** The link's `leadSource`, sent as the sign-up's `source` header. */
  readonly leadSource?: string;
  readonly locale: string;
  /** The page's origin (the browser's; sign-up is never called while rendering on the server). */
  readonly origin: string;
  /** The browser's fetch unless told (tests pass a recorder). */
  readonly fetch?: FetchLike;
}

/**
 * The page's API client, whose sign-up carries where the shopper came from (account section 7: source with
 * store, acquisitionType Registered and campaignName; the `source` header from leadSource). The shared sign-up
 * form and flow stay as they are; only this page's calls carry the link's source. Every other call is `api`'s.
 * (A header option on the shared client would grow the first load of every page, which the budgets cannot pay.)
 */
export function enrollmentApi(api: StrideApiClient, options: EnrollmentSignUpOptions): StrideApiClient {
  const { leadSource } = options;
  const send: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const signUpClient =
    leadSource === undefined
      ? api
      : createStrideApiClient({
          fetch: (input, init) =>
            send(input, { ...init, credentials: 'same-origin', headers: { ...(init?.headers as Record<string, string>), source: leadSource } }),
          baseUrl: options.origin,
          locale: options.locale,
          newCorrelationId: () => crypto.randomUUID(),
        });
  const call = (name: RouteName, request?: { readonly body?: SignUpRequest }) => {
    if (name !== 'signUp' || request?.body === undefined)
      return (api.call as (n: RouteName, r?: unknown) => ReturnType<StrideApiClient['call']>)(name, request);
    return signUpClient.call('signUp', { ...request, body: { ...request.body, source: options.source } });
  };
  return { call: call as StrideApiClient['call'], with: (addresses) => enrollmentApi(api.with(addresses), options) };
}
