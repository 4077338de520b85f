// The browser half: plain fetch, safe to bundle into the web client.
export { answerOf, createStrideApiClient, trustedAnswer } from './stride-api-client.js';
export type { AnswerOf, AnswerReader, ApiCall, FetchLike, StrideApiClient, StrideApiClientOptions } from './stride-api-client.js';
export { createHttpTokenApi } from './http-token-api.js';
export { createHttpCartApi } from './http-cart-api.js';
