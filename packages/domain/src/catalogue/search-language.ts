/** Languages search reads text in: each is the name of a PostgreSQL text search configuration. */
export const SEARCH_LANGUAGES = ['english', 'french'] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];

/**
 * The search language of a site's language (`fr` sites search in French, every other in English,
 * the language the catalogue is written in).
 * @example searchLanguageOf('fr') // 'french'
 */
export function searchLanguageOf(language: string): SearchLanguage {
  return language.toLowerCase() === 'fr' ? 'french' : 'english';
}

/** Popular searches shown with no or few results, and in auto-suggest. */
export const POPULAR_SEARCHES_MAX = 6;
export const AUTO_SUGGEST_MAX_QUERIES = 4;
/** Below this many results the answer offers a did-you-mean when one of the words was not found. */
export const DID_YOU_MEAN_BELOW = 3;
