// Public API of the media context: shoppers' photos of products and where they are kept.
export { USER_PHOTO_LIMITS, USER_PHOTO_PRODUCT_ID, type UserPhoto } from './user-photo.js';
export type { UserPhotoPage, UserPhotoQuery, UserPhotoRepository } from './ports/user-photo-repository.port.js';
