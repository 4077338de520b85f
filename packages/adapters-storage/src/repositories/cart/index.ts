// PostgreSQL repositories of the cart slice.
export { PgCartRepository } from './pg-cart-repository.js';
export { PgCartCatalogue } from './pg-cart-catalogue.js';
export { PgPromotionRepository } from './pg-promotion-repository.js';
export { pgCartPorts, pgCartStore } from './pg-cart-store.js';
export type { PgCartStoreOptions } from './pg-cart-store.js';
export type { CatalogueLineFacts, LineFactsCache } from './line-facts.js';
