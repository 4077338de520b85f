import type { CatalogueGlossary, CatalogueGlossaryReader } from '@stride/domain/catalogue';
import { TtlCache } from '../../cache/ttl-cache.js';

/** Locales whose glossary a bff keeps: a handful of sites. */
const GLOSSARY_ENTRIES = 16;

/**
 * A locale's catalogue glossary kept in memory for `ttlMs` (the product cache's time to live): a list
 * or search in French reads the translations once, not on every call.
 */
export function cachedCatalogueGlossary(reader: CatalogueGlossaryReader, ttlMs: number, now: () => number): CatalogueGlossaryReader {
  const cache = new TtlCache<string, CatalogueGlossary>({ ttlMs, maxEntries: GLOSSARY_ENTRIES, now });
  return {
    async glossary(locale) {
      const known = cache.get(locale);
      if (known !== undefined) return known;
      const read = await reader.glossary(locale);
      cache.set(locale, read);
      return read;
    },
  };
}
