/** Where a colour's generated image is served; the bff renders it with renderProductImageSvg. */
export const PRODUCT_IMAGE_URL_PATTERN = '/images/products/{productId}/{colourId}.svg';

/**
 * The image URL of one colour of a product.
 * @example productImageUrl('SR0034100', '001') // '/images/products/SR0034100/001.svg'
 */
export function productImageUrl(productId: string, colourId: string): string {
  return PRODUCT_IMAGE_URL_PATTERN.replace('{productId}', productId).replace('{colourId}', colourId);
}
