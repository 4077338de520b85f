import type { CategoryRecord, ProductCatalogue, ProductSummaryRecord } from '@stride/domain/catalogue';
import type { StrideError } from '@stride/domain/errors';
import { AUTO_SUGGEST_MAX_CATEGORIES, AUTO_SUGGEST_MAX_PRODUCTS, searchTerms } from '@stride/domain/catalogue';
import { strideError } from '@stride/domain/errors';
import { errAsync, ResultAsync } from 'neverthrow';

/** Auto-suggest answers: product tiles and categories whose names match the typed prefix. */
export interface Suggestions {
  readonly products: readonly ProductSummaryRecord[];
  readonly categories: readonly CategoryRecord[];
}

/** Up to 6 products and 4 categories with a name word starting with each typed word; ATTR300 when nothing searchable was typed. */
export function suggestProducts(deps: { readonly catalogue: ProductCatalogue }, query: string, currency: string): ResultAsync<Suggestions, StrideError> {
  const terms = searchTerms(query);
  if (terms.length === 0) return errAsync(strideError('ATTR300', 'Invalid request: q must contain a letter or a digit.'));
  return ResultAsync.fromSafePromise(
    (async () => {
      const [ids, categories] = await Promise.all([
        deps.catalogue.suggestProductIds(terms, AUTO_SUGGEST_MAX_PRODUCTS),
        deps.catalogue.suggestCategories(terms, AUTO_SUGGEST_MAX_CATEGORIES),
      ]);
      return { products: await deps.catalogue.productSummaries(ids, currency), categories };
    })(),
  );
}
