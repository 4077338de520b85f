// PostgreSQL adapter of the content context: versioned content documents.
export { PgContentRepository, ContentPlaceChangedError } from './pg-content-repository.js';
