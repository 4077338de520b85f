import type { tokenGrantSchema, TokenApi } from '@stride/application/storefront';
import { answerOf, type StrideApiClient } from './stride-api-client.js';

/** The token port over the Stride API: `POST /token/v2/auth/token`. */
export function createHttpTokenApi(client: StrideApiClient): TokenApi {
  return {
    requestToken: (request) =>
      client.call({ method: 'POST', path: '/token/v2/auth/token', body: request, answer: answerOf<typeof tokenGrantSchema>() }),
  };
}
