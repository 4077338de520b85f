import type {
  CatalogueGlossaryReader,
  CatalogueMarket,
  ProductCatalogue,
  ProductSetDirectory,
  ProductSetRecord,
  ProductSummaryRecord,
} from '@stride/domain/catalogue';
import type { StrideError } from '@stride/domain/errors';
import { glossaryText, localiseProductSummary, PRODUCT_SETS_PER_PRODUCT } from '@stride/domain/catalogue';
import { strideError } from '@stride/domain/errors';
import { errAsync, ResultAsync } from 'neverthrow';
import { productNotFound } from './catalogue-errors.js';
import { marketGlossary } from './market-glossary.js';

/** A set as a market reads it: its name and description in the market's language, its products priced there, in order. */
export interface ProductSetView {
  readonly set: ProductSetRecord;
  readonly products: readonly ProductSummaryRecord[];
}

type Deps = {
  readonly catalogue: ProductCatalogue;
  readonly sets: ProductSetDirectory;
  readonly glossary?: CatalogueGlossaryReader | undefined;
};

async function viewsOf(deps: Deps, sets: readonly ProductSetRecord[], market: CatalogueMarket): Promise<ProductSetView[]> {
  const ids = [...new Set(sets.flatMap((set) => set.productIds))];
  const [summaries, glossary] = await Promise.all([deps.catalogue.productSummaries(ids, market.currency), marketGlossary(deps, market)]);
  const byId = new Map(summaries.map((summary) => [summary.id, localiseProductSummary(summary, glossary)]));
  return sets.map((set) => ({
    set: { ...set, name: glossaryText(glossary, set.name), description: glossaryText(glossary, set.description) },
    // A product that left the catalogue (or is not sold in the market) leaves the set's answer.
    products: set.productIds.flatMap((id) => byId.get(id) ?? []),
  }));
}

/**
 * The sets a product is in (at most PRODUCT_SETS_PER_PRODUCT, the merchandiser's first), each with its
 * products; none for a product in no set, PLP400 for an unknown product.
 */
export function getProductSets(deps: Deps, productId: string, market: CatalogueMarket): ResultAsync<readonly ProductSetView[], StrideError> {
  return ResultAsync.fromSafePromise(Promise.all([deps.catalogue.variantIdsOf(productId), deps.sets.setsWithProduct(productId)])).andThen(([variants, sets]) =>
    variants.length === 0 ? errAsync(productNotFound(productId)) : ResultAsync.fromSafePromise(viewsOf(deps, sets.slice(0, PRODUCT_SETS_PER_PRODUCT), market)),
  );
}

/** A product set with its products; PLP400 when there is no such set (it is read at the products' path). */
export function getProductSet(deps: Deps, setId: string, market: CatalogueMarket): ResultAsync<ProductSetView, StrideError> {
  return ResultAsync.fromSafePromise(deps.sets.productSet(setId)).andThen((set) =>
    set === null
      ? errAsync(strideError('PLP400', `Product set ${setId} was not found.`, { productSetId: setId }))
      : ResultAsync.fromSafePromise(viewsOf(deps, [set], market).then(([view]) => view ?? { set, products: [] })),
  );
}
