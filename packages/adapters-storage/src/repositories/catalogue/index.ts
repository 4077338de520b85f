// PostgreSQL repositories of the catalogue slice.
export { PgProductCatalogue } from './pg-product-catalogue.js';
export { PgStoreDirectory } from './pg-store-directory.js';
export { PgProductSetDirectory } from './pg-product-set-directory.js';
export { PgCollectionPointDirectory } from './pg-collection-point-directory.js';
export { PgCatalogueGlossary } from './pg-catalogue-glossary.js';
export { PgPriceBook } from './pg-price-book.js';
