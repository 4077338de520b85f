import type { ProductCatalogue, ProductImageRecord } from '@stride/domain/catalogue';
import { ResultAsync } from 'neverthrow';

/** What one colour's generated image is drawn from, or null when the product has no such colour. */
export function findProductImage(
  deps: { readonly catalogue: ProductCatalogue },
  productId: string,
  colourId: string,
): ResultAsync<ProductImageRecord | null, never> {
  return ResultAsync.fromSafePromise(deps.catalogue.colourImage(productId, colourId));
}
