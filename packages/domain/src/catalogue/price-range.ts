import { discountPercentage, moneyOf } from '../money/index.js';
import type { ProductPrice } from './product.schema.js';

/** Low and high original and current prices over a product's variants, in minor units. */
export interface ProductPriceRange {
  readonly lowOriginal: number;
  readonly highOriginal: number;
  readonly lowCurrent: number;
  readonly highCurrent: number;
}

/** Price range over variants, or null when there are none. */
export function productPriceRange(variants: readonly { readonly price: Pick<ProductPrice, 'current' | 'original'> }[]): ProductPriceRange | null {
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
 * Discount from original to current in percent, rounded to 1 decimal; 0 without a discount.
 * Delegates to the money context so the spec's 1-decimal rounding has one definition.
 * @example priceDiscountPercentage(12000, 8999) // 25 (25.008...)
 */
export function priceDiscountPercentage(originalMinor: number, currentMinor: number): number {
  // Both amounts come from one product, so they share a currency; which one does not matter here.
  return discountPercentage(moneyOf(originalMinor), moneyOf(Math.max(0, currentMinor))).unwrapOr(0);
}
