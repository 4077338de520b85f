import { stockStatusForQuantity, type ProductCatalogue, type StockStatus, type StoreDirectory } from '@stride/domain/catalogue';
import type { StrideError } from '@stride/domain/errors';
import { errAsync, ResultAsync } from 'neverthrow';
import { productNotFound } from './catalogue-errors.js';

/** Units of a product (or of one colour) in one store, with each variant it carries. */
export interface StoreAvailability {
  readonly storeId: string;
  readonly quantity: number;
  readonly stockStatus: StockStatus;
  readonly variants: Readonly<Record<string, number>>;
}

/**
 * Store inventory of a product id (all colours) or colour master id (that colour), per asked store
 * in the order asked; stores that do not exist are left out, a store without stock answers 0.
 */
export function getStoreAvailability(
  deps: { readonly catalogue: ProductCatalogue; readonly stores: StoreDirectory },
  productId: string,
  storeIds: readonly string[],
): ResultAsync<StoreAvailability[], StrideError> {
  return ResultAsync.fromSafePromise(deps.catalogue.variantIdsOf(productId)).andThen((variantIds) => {
    if (variantIds.length === 0) return errAsync(productNotFound(productId));
    return ResultAsync.fromSafePromise(Promise.all([deps.stores.listStores(), deps.stores.storeStock(storeIds, variantIds)])).map(([all, stock]) => {
      const known = new Set(all.map((s) => s.id));
      return [...new Set(storeIds)]
        .filter((id) => known.has(id))
        .map((storeId) => {
          const variants = Object.fromEntries(stock.filter((s) => s.storeId === storeId).map((s) => [s.variantId, s.quantity]));
          const quantity = Object.values(variants).reduce((sum, q) => sum + q, 0);
          return { storeId, quantity, stockStatus: stockStatusForQuantity(quantity), variants };
        });
    });
  });
}
