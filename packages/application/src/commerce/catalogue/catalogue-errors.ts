import { strideError, type StrideError } from '@stride/domain/errors';

/**
 * An unknown product answers PLP400 (404, "list product not found"): the spec's only not-found
 * code for a product. ORD404 ("item not available") is a 409 about buying, not about reading.
 */
export function productNotFound(productId: string): StrideError {
  return strideError('PLP400', `Product ${productId} was not found.`, { productId });
}
