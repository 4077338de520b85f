import { CONTENT_SITE_IDS, CONTENT_SITE_LOCALES, type ContentSiteId } from '@stride/domain/content';

/** A locale as the store writes it (`fr_ca` -> `fr-CA`), or undefined. */
export function normalisedLocale(locale: string | undefined): string | undefined {
  if (locale === undefined) return undefined;
  const [language = '', country = ''] = locale.split(/[-_]/);
  return `${language.toLowerCase()}-${country.toUpperCase()}`;
}

/** The site whose content a locale reads (en-us when the locale is not one of the sites'). */
export function siteOfLocale(locale: string | undefined): ContentSiteId {
  const wanted = normalisedLocale(locale);
  return CONTENT_SITE_IDS.find((site) => CONTENT_SITE_LOCALES[site] === wanted) ?? 'en-us';
}

/** The locale a request reads a site's content in: the one asked for, else the site's own. */
export function contentLocale(siteId: ContentSiteId | undefined, locale: string | undefined): string {
  return normalisedLocale(locale) ?? CONTENT_SITE_LOCALES[siteId ?? 'en-us'];
}
