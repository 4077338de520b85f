// PostgreSQL adapters of the media context: shoppers' photos of products and their reports.
export { PgUserPhotoRepository } from './pg-user-photo-repository.js';
export { PgMediaReportRepository } from './pg-media-report-repository.js';
