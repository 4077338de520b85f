// Public API of the media context: shoppers' photos of products and where they are kept.
export { USER_PHOTO_LIMITS, USER_PHOTO_PRODUCT_ID, type UserPhoto } from './user-photo.js';
export type { UserPhotoPage, UserPhotoQuery, UserPhotoRepository } from './ports/user-photo-repository.port.js';
export { PHOTO_ID_PATTERN, PHOTO_LIMITS, PHOTO_TYPES, photoTypeOf, type PhotoType } from './review-photo.js';
export { stripPhotoMetadata } from './strip-photo-metadata.js';
export type { ReviewPhotoRepository, StoredPhoto } from './ports/review-photo-repository.port.js';
export { MEDIA_REPORT_REASONS, REPORTABLE_MEDIA_ID_PATTERN, type MediaReportReason, type MediaReportStatus } from './media-report.js';
export type { MediaReport, MediaReportRepository } from './ports/media-report-repository.port.js';
