import type { CatalogueProductType } from './catalogue-records.js';
import { PRODUCT_IMAGE_VIEWS, type ProductImageView } from './product-image-view.js';

export { PRODUCT_IMAGE_VIEWS, type ProductImageView } from './product-image-view.js';

// What an apparel and footwear store shows of each line, first the view tiles, swatches and the cart show:
// a shoe in profile, from above, its heel and its outsole; a garment front, back and a close-up of its fabric;
// a bag or cap front, side and back; the gift card its two faces.
const VIEWS_BY_TYPE: Readonly<Record<CatalogueProductType, readonly ProductImageView[]>> = {
  FOOTWEAR: ['side', 'top', 'back', 'sole'],
  APPAREL: ['front', 'back', 'detail'],
  GEAR: ['front', 'side', 'back'],
  DIGITAL: ['front', 'back'],
};

/**
 * The views a product of this type shows for each of its colours, in gallery order.
 * @example productImageViews('FOOTWEAR') // ['side', 'top', 'back', 'sole']
 */
export function productImageViews(type: CatalogueProductType): readonly ProductImageView[] {
  return VIEWS_BY_TYPE[type];
}

/**
 * Whether a word names a view (of some product type).
 * @example isProductImageView('sole') // true
 */
export function isProductImageView(word: string): word is ProductImageView {
  return (PRODUCT_IMAGE_VIEWS as readonly string[]).includes(word);
}
