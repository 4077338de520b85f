/** A shopper's photo of a product, as the store keeps it: shown only once approved. */
export interface UserPhoto {
  readonly id: string;
  /** The product (style) the photo shows: the master id a product lookup answers. */
  readonly productId: string;
  readonly imageUrl: string;
  readonly caption: string;
  /** The name the shopper chose to show (never an e-mail). */
  readonly authorName: string;
  readonly approved: boolean;
  readonly createdAt: Date;
}

/** Bounds of a stored photo and of one read. */
export const USER_PHOTO_LIMITS = {
  caption: 500,
  authorName: 60,
  imageUrl: 2048,
  /** Most photos one read answers. */
  pageSize: 48,
  /** Photos a gallery shows when its block names no count. */
  galleryDefault: 12,
} as const;

/** A product id a photo may be filed under (the catalogue's 8 to 11 upper-case letters and digits). */
export const USER_PHOTO_PRODUCT_ID = /^[A-Z0-9]{8,11}$/;
