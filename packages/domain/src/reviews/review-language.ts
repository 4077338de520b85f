/**
 * The language of a site's locale, as reviews and translations are filed: its first part, lower case.
 * @example languageOfLocale('fr-CA') // 'fr'
 */
export function languageOfLocale(locale: string): string {
  return (locale.split(/[-_]/)[0] ?? locale).toLowerCase();
}

/**
 * Whether a review written on `reviewLocale` can be offered in the reader's language: it must be another language,
 * and the store must hold a translation into it or have a translation provider to ask.
 * @example canTranslateReview({ reviewLocale: 'fr-CA', readerLocale: 'en-US', storedLanguages: ['en'], providerAvailable: false }) // true
 */
export function canTranslateReview(input: {
  readonly reviewLocale: string;
  readonly readerLocale: string;
  readonly storedLanguages: readonly string[];
  readonly providerAvailable: boolean;
}): boolean {
  const target = languageOfLocale(input.readerLocale);
  if (languageOfLocale(input.reviewLocale) === target) return false;
  return input.providerAvailable || input.storedLanguages.includes(target);
}
