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
}

const market = (language: string, country: string, currency: CurrencyCode): CatalogueMarket => ({
  locale: `${language}-${country.toUpperCase()}`,
  language,
  country,
  countryCode: country.toUpperCase(),
  currency,
});

/** The markets the catalogue prices (Stride's choice: the demo data carries USD and CAD prices). */
export const CATALOGUE_MARKETS: readonly CatalogueMarket[] = [market('en', 'us', 'USD'), market('en', 'ca', 'CAD'), market('fr', 'ca', 'CAD')];

/** The market used when a request names no locale or one Stride does not sell in. */
export const DEFAULT_CATALOGUE_MARKET: CatalogueMarket = market('en', 'us', 'USD');

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
