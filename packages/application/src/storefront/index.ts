// The client side: the spec's storefront behaviour over an API port, used by web and cli.
export * from '../api-contract/auth-token.contract.js';
export * from '../api-contract/cart.contract.js';
export * from '../api-contract/identity.contract.js';
export * from '../api-contract/delivery.contract.js';
export * from '../api-contract/catalogue.contract.js';
export * from '../api-contract/lists.contract.js';
export * from '../api-contract/checkout.contract.js';
export type { ApiFailure } from './ports/api-failure.js';
export { apiFailureStatus } from './ports/api-failure.js';
export type { TokenApi } from './ports/token-api.port.js';
export type { Sleep } from './ports/sleep.port.js';
export { acquireToken } from './auth/acquire-token.js';
export type { AcquireTokenDeps, TokenOutcome } from './auth/acquire-token.js';
