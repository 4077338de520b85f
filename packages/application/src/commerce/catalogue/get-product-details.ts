import {
  assembleProductDetails,
  localiseProductRecord,
  type CatalogueGlossaryReader,
  type CatalogueMarket,
  type ProductCatalogue,
  type ProductDetails,
} from '@stride/domain/catalogue';
import type { StrideError } from '@stride/domain/errors';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { productNotFound } from './catalogue-errors.js';
import { marketGlossary } from './market-glossary.js';

/**
 * The spec's Product for a product id or colour master id, priced in the market's currency and worded
 * in the market's language where the catalogue has translations (`glossary`); PLP400 when unknown. With a clock,
 * each price also says when its sale began and its reference prices, from the price's recorded history.
 */
export function getProductDetails(
  deps: { readonly catalogue: ProductCatalogue; readonly glossary?: CatalogueGlossaryReader | undefined; readonly now?: () => Date },
  productId: string,
  market: CatalogueMarket,
): ResultAsync<ProductDetails, StrideError> {
  const read = async () => {
    const [record, glossary] = await Promise.all([deps.catalogue.findProduct(productId, market.currency), marketGlossary(deps, market)]);
    return record === null ? null : localiseProductRecord(record, glossary, market.locale);
  };
  return ResultAsync.fromSafePromise(read()).andThen((record) =>
    record === null ? errAsync(productNotFound(productId)) : okAsync(assembleProductDetails(record, market, deps.now?.())),
  );
}
