import type { TokenApi } from '@stride/application/storefront';
import type { StrideApiClient } from './stride-api-client.js';

/** The token port over the Stride API (route `issueToken`). */
export function createHttpTokenApi(client: StrideApiClient): TokenApi {
  return {
    requestToken: (request) => client.call('issueToken', { body: request }),
  };
}
