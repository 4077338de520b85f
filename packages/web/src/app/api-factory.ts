import type { StrideApiClient } from '@stride/adapters-http/browser';

/**
 * Makes the typed API client for a locale. On the server it calls the bff in-process with the
 * shopper's cookies; in the browser it calls the same origin with fetch.
 */
export interface ApiFactory {
  forLocale(locale: string): StrideApiClient;
}
