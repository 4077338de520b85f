/**
 * Catalogue data in another language than the English it is seeded in: the English text (a product,
 * colour, size or promotion name) to its wording in one locale. A text it lacks stays as seeded.
 */
export type CatalogueGlossary = ReadonlyMap<string, string>;

/** Reads a locale's catalogue glossary (empty for a locale without translations). */
export interface CatalogueGlossaryReader {
  glossary(locale: string): Promise<CatalogueGlossary>;
}
