export { PgProductSearchIndex } from './pg-product-search-index.js';
export { refreshSearchIndex } from './refresh-search-index.js';
