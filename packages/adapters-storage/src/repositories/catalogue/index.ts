// PostgreSQL repositories of the catalogue slice (issue 3).
export { PgProductCatalogue } from './pg-product-catalogue.js';
export { PgStoreDirectory } from './pg-store-directory.js';
