/** The time zone a document's date is written in, per site (the day as the shopper saw it, where the site sells). */
const SITE_TIME_ZONES: Readonly<Record<string, string>> = {
  'en-US': 'America/New_York',
  'en-CA': 'America/Toronto',
  'fr-CA': 'America/Toronto',
  'en-GB': 'Europe/London',
};

// One formatter per locale (an order confirmation is composed inside place order): building one costs far more than formatting.
const siteDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The date of the site in its short numeric form and time zone (UTC for a locale without a site).
 * @example siteDate(new Date('2026-11-26T12:00:00Z'), 'en-GB') // '26/11/2026'; en-US '11/26/2026'; fr-CA '2026-11-26'
 */
export function siteDate(date: Date, locale: string): string {
  let format = siteDateFormats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: SITE_TIME_ZONES[locale] ?? 'UTC' });
    if (siteDateFormats.size >= 64) siteDateFormats.clear();
    siteDateFormats.set(locale, format);
  }
  return format.format(date);
}
