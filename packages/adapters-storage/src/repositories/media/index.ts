// PostgreSQL adapter of the media context: shoppers' photos of products.
export { PgUserPhotoRepository } from './pg-user-photo-repository.js';
