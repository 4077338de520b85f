import type { CatalogueGlossaryReader, CatalogueMarket, CategoryRecord, ProductCatalogue, ProductSummaryRecord } from '@stride/domain/catalogue';
import type { StrideError } from '@stride/domain/errors';
import { AUTO_SUGGEST_MAX_CATEGORIES, AUTO_SUGGEST_MAX_PRODUCTS, glossaryText, localiseProductSummary, searchTerms } from '@stride/domain/catalogue';
import { marketGlossary } from './market-glossary.js';
import { strideError } from '@stride/domain/errors';
import { errAsync, ResultAsync } from 'neverthrow';

/** Auto-suggest answers: product tiles and categories whose names match the typed prefix. */
export interface Suggestions {
  readonly products: readonly ProductSummaryRecord[];
  readonly categories: readonly CategoryRecord[];
}

/**
 * Up to 6 products and 4 categories with a name word starting with each typed word, priced and
 * named for the market; ATTR300 when nothing searchable was typed.
 */
export function suggestProducts(
  deps: { readonly catalogue: ProductCatalogue; readonly glossary?: CatalogueGlossaryReader | undefined },
  query: string,
  market: CatalogueMarket,
): ResultAsync<Suggestions, StrideError> {
  const terms = searchTerms(query);
  if (terms.length === 0) return errAsync(strideError('ATTR300', 'Invalid request: q must contain a letter or a digit.'));
  return ResultAsync.fromSafePromise(
    (async () => {
      const [ids, categories] = await Promise.all([
        deps.catalogue.suggestProductIds(terms, AUTO_SUGGEST_MAX_PRODUCTS),
        deps.catalogue.suggestCategories(terms, AUTO_SUGGEST_MAX_CATEGORIES),
      ]);
      const [products, glossary] = await Promise.all([deps.catalogue.productSummaries(ids, market.currency), marketGlossary(deps, market)]);
      return {
        products: products.map((product) => localiseProductSummary(product, glossary)),
        categories: categories.map((category) => ({ ...category, name: glossaryText(glossary, category.name) })),
      };
    })(),
  );
}
