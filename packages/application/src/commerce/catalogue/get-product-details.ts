import { assembleProductDetails, type CatalogueMarket, type ProductCatalogue, type ProductDetails } from '@stride/domain/catalogue';
import type { StrideError } from '@stride/domain/errors';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { productNotFound } from './catalogue-errors.js';

/** The spec's Product for a product id or colour master id, priced in the market's currency; PLP400 when unknown. */
export function getProductDetails(
  deps: { readonly catalogue: ProductCatalogue },
  productId: string,
  market: CatalogueMarket,
): ResultAsync<ProductDetails, StrideError> {
  return ResultAsync.fromSafePromise(deps.catalogue.findProduct(productId, market.currency)).andThen((record) =>
    record === null ? errAsync(productNotFound(productId)) : okAsync(assembleProductDetails(record, market)),
  );
}
