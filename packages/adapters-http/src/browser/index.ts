// The browser half: plain fetch, safe to bundle into the web client (route addresses, no schemas).
export { createStrideApiClient, failureFromAnswer, routePath } from './stride-api-client.js';
export type {
  AnswerCheck,
  AnswerReading,
  FetchLike,
  RouteAnswer,
  RouteBody,
  RoutePathParams,
  RouteQuery,
  RouteRequest,
  StrideApiClient,
  StrideApiClientOptions,
} from './stride-api-client.js';
export { createHttpTokenApi } from './http-token-api.js';
export { createHttpCartApi } from './http-cart-api.js';
export { createExperimentsVendorClient, type ExperimentsVendorClient, type ExperimentsVendorClientOptions } from './experiments-vendor-client.js';
