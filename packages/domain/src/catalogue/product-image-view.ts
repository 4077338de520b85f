/** Every view a product colour's images can show, in no particular order. */
export const PRODUCT_IMAGE_VIEWS = ['side', 'top', 'back', 'sole', 'front', 'detail'] as const;

/** One view of a product colour: a shoe from the side or its sole, a shirt from the front or a close-up. */
export type ProductImageView = (typeof PRODUCT_IMAGE_VIEWS)[number];
