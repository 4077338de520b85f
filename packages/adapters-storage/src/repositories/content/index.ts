// PostgreSQL adapter of the content context: versioned content documents.
export { PgContentRepository } from './pg-content-repository.js';
