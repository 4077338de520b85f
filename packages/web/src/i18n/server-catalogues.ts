import { catalogueSource } from './catalogue-sources.js';
import { compileCatalogue } from './compile-catalogue.js';
import type { CompiledCatalogue } from './messages.js';

const compiled = new Map<string, CompiledCatalogue>();

/**
 * The compiled catalogue of a locale for the server render (compiled once per process), which
 * the page state carries to the browser: the client bundle holds no catalogue.
 */
export async function serverCatalogue(locale: string): Promise<CompiledCatalogue> {
  let catalogue = compiled.get(locale);
  if (catalogue === undefined) {
    catalogue = compileCatalogue(catalogueSource(locale));
    compiled.set(locale, catalogue);
  }
  return catalogue;
}
