import type { ProductImageView } from '@stride/domain/catalogue';

/** Where a colour's generated image is served; the bff renders it with renderProductImageSvg. */
export const PRODUCT_IMAGE_URL_PATTERN = '/images/products/{productId}/{colourId}.svg';

/**
 * The image URL of one colour of a product.
 * @example productImageUrl('SR0034100', '001') // '/images/products/SR0034100/001.svg'
 */
export function productImageUrl(productId: string, colourId: string): string {
  return PRODUCT_IMAGE_URL_PATTERN.replace('{productId}', productId).replace('{colourId}', colourId);
}

/** Where one view of a colour's generated images is served; `PRODUCT_IMAGE_URL_PATTERN` draws the type's first view. */
export const PRODUCT_VIEW_IMAGE_URL_PATTERN = '/images/products/{productId}/{colourId}/{view}.svg';

/**
 * The image URL of one view of one colour of a product.
 * @example productViewImageUrl('SR0034100', '001', 'sole') // '/images/products/SR0034100/001/sole.svg'
 */
export function productViewImageUrl(productId: string, colourId: string, view: ProductImageView): string {
  return PRODUCT_VIEW_IMAGE_URL_PATTERN.replace('{productId}', productId).replace('{colourId}', colourId).replace('{view}', view);
}
