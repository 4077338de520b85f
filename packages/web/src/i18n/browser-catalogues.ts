import type { CompiledCatalogue } from './messages.js';

/**
 * The compiled catalogue of another locale, loaded when the shopper switches site without a page
 * load: the catalogues and the ICU compiler are chunks of their own, never in the first load
 * (the first page's catalogue comes in its page state).
 */
export async function browserCatalogue(locale: string): Promise<CompiledCatalogue> {
  const [{ catalogueSource }, { compileCatalogue }] = await Promise.all([import('./catalogue-sources.js'), import('./compile-catalogue.js')]);
  return compileCatalogue(catalogueSource(locale));
}
