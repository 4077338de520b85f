import type { CatalogueGlossary, CatalogueGlossaryReader, CatalogueMarket } from '@stride/domain/catalogue';

const NONE: CatalogueGlossary = new Map();

/** The catalogue glossary of a market's locale; none for an English site (the catalogue is seeded in English) or without a reader. */
export async function marketGlossary(deps: { readonly glossary?: CatalogueGlossaryReader | undefined }, market: CatalogueMarket): Promise<CatalogueGlossary> {
  if (deps.glossary === undefined || market.language === 'en') return NONE;
  return deps.glossary.glossary(market.locale);
}
