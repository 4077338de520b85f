// Use cases over the ports: `storefront` is the client side, `commerce` (issue 3) the server side;
// `api-contract` holds the request and answer schemas both sides share.
export * from './api-contract/auth-token.contract.js';
export type { ApiFailure } from './storefront/ports/api-failure.js';
export { apiFailureStatus } from './storefront/ports/api-failure.js';
export type { TokenApi } from './storefront/ports/token-api.port.js';
export type { Sleep } from './storefront/ports/sleep.port.js';
export { acquireToken } from './storefront/auth/acquire-token.js';
export type { AcquireTokenDeps, TokenOutcome } from './storefront/auth/acquire-token.js';
