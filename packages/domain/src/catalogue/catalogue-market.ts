import type { CurrencyCode } from '../money/index.js';

/** Where a locale shops: the PDP/PLP path prefix parts, the country and the price currency. */
export interface CatalogueMarket {
  readonly locale: string;
  readonly language: string;
  /** Lower-case, as in `/en-us/...` paths. */
  readonly country: string;
  /** Upper-case ISO country code, as stores carry it. */
  readonly countryCode: string;
  readonly currency: CurrencyCode;
  /** The spec's region of the site: NORA (North America) or EMEA; picks phone, date and consent rules. */
  readonly region: MarketRegion;
  /** How distances are shown on this site: miles in the US and the UK, kilometres elsewhere. */
  readonly distanceUnit: DistanceUnit;
}

/** The regions the spec names (NORA for North America, EMEA for Europe, the Middle East and Africa). */
export type MarketRegion = 'NORA' | 'EMEA';

/** A unit distances are shown in. */
export type DistanceUnit = 'mi' | 'km';

const market = (language: string, country: string, currency: CurrencyCode, region: MarketRegion, distanceUnit: DistanceUnit): CatalogueMarket => ({
  locale: `${language}-${country.toUpperCase()}`,
  language,
  country,
  countryCode: country.toUpperCase(),
  currency,
  region,
  distanceUnit,
});

/** The market used when a request names no locale or one Stride does not sell in. */
export const DEFAULT_CATALOGUE_MARKET: CatalogueMarket = market('en', 'us', 'USD', 'NORA', 'mi');

/**
 * The markets the catalogue prices (Stride's choice: the demo data carries USD, CAD and GBP prices).
 * The US and the UK measure road distances in miles, Canada in kilometres.
 */
export const CATALOGUE_MARKETS: readonly CatalogueMarket[] = [
  DEFAULT_CATALOGUE_MARKET,
  market('en', 'ca', 'CAD', 'NORA', 'km'),
  market('fr', 'ca', 'CAD', 'NORA', 'km'),
  market('en', 'gb', 'GBP', 'EMEA', 'mi'),
];

/**
 * The market of a locale (`en-US`, `en_ca`, `fr-CA`), matched case-insensitively; a missing or
 * unsupported locale falls back to en-US, so a link shared from another site still shows prices.
 * @example catalogueMarketFor('fr-CA').currency // 'CAD'
 */
export function catalogueMarketFor(locale: string | undefined): CatalogueMarket {
  if (locale === undefined) return DEFAULT_CATALOGUE_MARKET;
  const key = locale.replace('_', '-').toLowerCase();
  return CATALOGUE_MARKETS.find((m) => m.locale.toLowerCase() === key) ?? DEFAULT_CATALOGUE_MARKET;
}

/**
 * The market whose sites sell in a currency (the first listed: en-CA for CAD), undefined for one
 * Stride does not sell in. A basket's currency names the country its lines are priced for.
 * @example marketForCurrency('GBP')?.locale // 'en-GB'
 */
export function marketForCurrency(currency: CurrencyCode): CatalogueMarket | undefined {
  return CATALOGUE_MARKETS.find((m) => m.currency === currency);
}

/**
 * The currency of the site a locale names, undefined when Stride has no site for it (a locale that
 * names no site never refuses a basket: only a known other site's currency does).
 * @example siteCurrencyFor('en-GB') // 'GBP'
 * @example siteCurrencyFor('de-DE') // undefined
 */
export function siteCurrencyFor(locale: string | undefined): CurrencyCode | undefined {
  if (locale === undefined) return undefined;
  const key = locale.replace('_', '-').toLowerCase();
  return CATALOGUE_MARKETS.find((m) => m.locale.toLowerCase() === key)?.currency;
}

/**
 * A storefront page of a site: the path under the site's locale prefix, for links that leave the
 * store (e-mails), so the shopper lands on their own site and language.
 * @example sitePagePath('fr-CA', '/forgot-password') // '/fr-ca/forgot-password'
 */
export function sitePagePath(locale: string | undefined, path: string): string {
  const market = catalogueMarketFor(locale);
  return `/${market.language}-${market.country}${path.startsWith('/') ? path : `/${path}`}`;
}
