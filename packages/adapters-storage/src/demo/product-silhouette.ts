import type { ProductType } from './demo-data.types.js';
import { PRODUCT_LINES } from './demo-product-lines.js';
import type { Silhouette } from './demo-product-lines.js';

const BY_TYPE: Record<ProductType, Silhouette> = { FOOTWEAR: 'shoe', APPAREL: 'shirt', GEAR: 'bag', DIGITAL: 'card' };

/**
 * The silhouette of a product's generated image, from its stored type and primary category,
 * so the image route needs no extra column.
 * @example productSilhouette({ productType: 'APPAREL', primaryCategoryId: '5200' }) // 'pants'
 */
export function productSilhouette(product: { productType: ProductType; primaryCategoryId: string }): Silhouette {
  if (product.productType === 'DIGITAL') return 'card';
  const line = PRODUCT_LINES.find((candidate) => candidate.categoryId === product.primaryCategoryId);
  return line?.silhouette ?? BY_TYPE[product.productType];
}
