import type { ProductPrice } from './product.schema.js';

/** Low and high original and current prices over a product's variants, in minor units. */
export interface ProductPriceRange {
  readonly lowOriginal: number;
  readonly highOriginal: number;
  readonly lowCurrent: number;
  readonly highCurrent: number;
}

/** Price range over variants, or null when there are none. */
export function productPriceRange(
  variants: readonly { readonly price: Pick<ProductPrice, 'current' | 'original'> }[],
): ProductPriceRange | null {
  const first = variants[0];
  if (first === undefined) return null;
  let { original: lowOriginal, current: lowCurrent } = first.price;
  let highOriginal = lowOriginal;
  let highCurrent = lowCurrent;
  for (const { price } of variants) {
    lowOriginal = Math.min(lowOriginal, price.original);
    highOriginal = Math.max(highOriginal, price.original);
    lowCurrent = Math.min(lowCurrent, price.current);
    highCurrent = Math.max(highCurrent, price.current);
  }
  return { lowOriginal, highOriginal, lowCurrent, highCurrent };
}

/**
 * Discount from original to current in percent, rounded half up to 1 decimal; 0 without a discount.
 * Computed on integers so 12.25% style halves round the same on every platform.
 * @example priceDiscountPercentage(12000, 8999) // 25 (25.008...)
 */
export function priceDiscountPercentage(originalMinor: number, currentMinor: number): number {
  if (!Number.isSafeInteger(originalMinor) || !Number.isSafeInteger(currentMinor)) {
    throw new RangeError('prices must be integer minor units');
  }
  if (originalMinor <= 0 || currentMinor >= originalMinor) return 0;
  const saved = originalMinor - Math.max(0, currentMinor);
  const tenths = Math.floor((2 * saved * 1000 + originalMinor) / (2 * originalMinor));
  return tenths / 10;
}
