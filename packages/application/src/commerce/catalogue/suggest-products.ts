import type {
  CatalogueGlossaryReader,
  CatalogueMarket,
  CategoryRecord,
  ProductCatalogue,
  ProductSearchIndex,
  ProductSummaryRecord,
} from '@stride/domain/catalogue';
import type { StrideError } from '@stride/domain/errors';
import {
  AUTO_SUGGEST_MAX_CATEGORIES,
  AUTO_SUGGEST_MAX_PRODUCTS,
  AUTO_SUGGEST_MAX_QUERIES,
  glossaryText,
  localiseProductSummary,
  searchLanguageOf,
  searchTerms,
} from '@stride/domain/catalogue';
import { marketGlossary } from './market-glossary.js';
import { strideError } from '@stride/domain/errors';
import { errAsync, ResultAsync } from 'neverthrow';

/** Auto-suggest answers: product tiles and categories whose names match the typed prefix, and popular queries starting with it. */
export interface Suggestions {
  readonly products: readonly ProductSummaryRecord[];
  readonly categories: readonly CategoryRecord[];
  readonly queries: readonly string[];
}

/**
 * Up to 6 products and 4 categories with a name word starting with each typed word, priced and
 * named for the market, and up to 4 popular queries starting with the typed words; ATTR300 when
 * nothing searchable was typed.
 */
export function suggestProducts(
  deps: { readonly catalogue: ProductCatalogue; readonly searchIndex: ProductSearchIndex; readonly glossary?: CatalogueGlossaryReader | undefined },
  query: string,
  market: CatalogueMarket,
): ResultAsync<Suggestions, StrideError> {
  const terms = searchTerms(query);
  if (terms.length === 0) return errAsync(strideError('ATTR300', 'Invalid request: q must contain a letter or a digit.'));
  return ResultAsync.fromSafePromise(
    (async () => {
      const limits = { products: AUTO_SUGGEST_MAX_PRODUCTS, categories: AUTO_SUGGEST_MAX_CATEGORIES, queries: AUTO_SUGGEST_MAX_QUERIES };
      const found = await deps.searchIndex.suggest(terms, searchLanguageOf(market.language), limits);
      const [products, glossary] = await Promise.all([deps.catalogue.productSummaries(found.productIds, market.currency), marketGlossary(deps, market)]);
      return {
        products: products.map((product) => localiseProductSummary(product, glossary)),
        categories: found.categories.map((category) => ({ ...category, name: glossaryText(glossary, category.name) })),
        queries: found.queries,
      };
    })(),
  );
}
