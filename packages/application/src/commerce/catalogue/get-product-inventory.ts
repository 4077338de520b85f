import { productInventory, type ProductCatalogue, type ProductInventory } from '@stride/domain/catalogue';
import type { StrideError } from '@stride/domain/errors';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { productNotFound } from './catalogue-errors.js';

/** Online stock of every variant of a product, keyed by variant id; PLP400 when unknown. */
export function getProductInventory(
  deps: { readonly catalogue: ProductCatalogue },
  productId: string,
): ResultAsync<ProductInventory & { readonly productId: string }, StrideError> {
  return ResultAsync.fromSafePromise(deps.catalogue.onlineStock(productId)).andThen((stock) =>
    stock === null ? errAsync(productNotFound(productId)) : okAsync({ productId: stock.productId, ...productInventory(stock.variants) }),
  );
}
