import {
  buildCategoryTree,
  glossaryText,
  type CatalogueGlossary,
  type CatalogueGlossaryReader,
  type CatalogueMarket,
  type CategoryNode,
  type ProductCatalogue,
} from '@stride/domain/catalogue';
import { ResultAsync } from 'neverthrow';
import { marketGlossary } from './market-glossary.js';

function named(nodes: readonly CategoryNode[], glossary: CatalogueGlossary): CategoryNode[] {
  return nodes.map((node) => ({ ...node, name: glossaryText(glossary, node.name), children: named(node.children, glossary) }));
}

/** The category tree with PLP urls in the market's locale, names in its language, and product counts. */
export function getCategoryTree(
  deps: { readonly catalogue: ProductCatalogue; readonly glossary?: CatalogueGlossaryReader | undefined },
  market: CatalogueMarket,
): ResultAsync<CategoryNode[], never> {
  return ResultAsync.fromSafePromise(Promise.all([deps.catalogue.categories(), marketGlossary(deps, market)])).map(([records, glossary]) =>
    named(buildCategoryTree(records, market), glossary),
  );
}
