import type { StorefrontFeatures } from '@stride/application/storefront';
import type { MenuNode } from '../content/menu/menu-node.js';
import type { FooterContent } from '@stride/domain/content';
import type { CompiledCatalogue } from '../i18n/messages.js';
import { CATALOGUE_MARKETS, DEFAULT_CATALOGUE_MARKET, type CatalogueMarket } from '@stride/domain/catalogue';

/** The cookie that remembers the shopper's market for pages without a locale prefix (/cart, /checkout). */
export const LOCALE_COOKIE = 'stride_locale';

const PREFIX = /^\/([a-z]{2})-([a-z]{2})(?:\/|$)/i;

/** The market a `/{language}-{country}/...` path names, null when the path has no prefix or names an unsold market. */
export function marketFromPath(pathname: string): CatalogueMarket | null {
  const m = PREFIX.exec(pathname);
  if (m === null) return null;
  const locale = `${(m[1] ?? '').toLowerCase()}-${(m[2] ?? '').toUpperCase()}`;
  return CATALOGUE_MARKETS.find((market) => market.locale === locale) ?? null;
}

/** True when the path starts with something shaped like a locale, sold or not. */
export function hasLocalePrefix(pathname: string): boolean {
  return PREFIX.test(pathname);
}

function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The market of a request: the path's locale prefix, else the remembered locale cookie, else en-US.
 * @example marketForRequest('/en-ca/p/pace-SR0045600', null).currency // 'CAD'
 */
export function marketForRequest(pathname: string, cookieHeader: string | null | undefined): CatalogueMarket {
  const fromPath = marketFromPath(pathname);
  if (fromPath !== null) return fromPath;
  const remembered = cookieValue(cookieHeader, LOCALE_COOKIE);
  return CATALOGUE_MARKETS.find((market) => market.locale === remembered) ?? DEFAULT_CATALOGUE_MARKET;
}

/** The path prefix of a market, e.g. `/en-us`. */
export function marketPrefix(market: CatalogueMarket): string {
  return `/${market.language}-${market.country}`;
}

/**
 * The same page in another site: a path under a locale prefix keeps everything after the prefix
 * (the same product, category or search, query included); a page without one (/cart, /checkout,
 * /account) leads to the other site's home, since its content belongs to the current site.
 * @example pathInMarket('/en-us/p/pace-SR0045600?color=01', enGb) // '/en-gb/p/pace-SR0045600?color=01'
 */
export function pathInMarket(pathAndQuery: string, market: CatalogueMarket): string {
  const m = PREFIX.exec(pathAndQuery);
  if (m === null) return marketPrefix(market);
  const rest = pathAndQuery.slice(m[0].length);
  return rest === '' ? marketPrefix(market) : `${marketPrefix(market)}/${rest}`;
}

/** The hreflang of a market's pages: its locale (`en-GB`). */
export interface AlternateLink {
  readonly hrefLang: string;
  readonly path: string;
}

/**
 * The hreflang alternates of a page under a locale prefix: one per site, and x-default (the US
 * site, Stride's default market). A page without a prefix has none: it is the same URL on every site.
 * @example alternateLinks('/en-ca/c/running-4100').map((l) => l.hrefLang) // ['en-US', 'en-CA', 'fr-CA', 'en-GB', 'x-default']
 */
export function alternateLinks(path: string): readonly AlternateLink[] {
  if (!hasLocalePrefix(path)) return [];
  return [
    ...CATALOGUE_MARKETS.map((market) => ({ hrefLang: market.locale, path: pathInMarket(path, market) })),
    { hrefLang: 'x-default', path: pathInMarket(path, DEFAULT_CATALOGUE_MARKET) },
  ];
}

/** What every page gets besides its own data: the market, the category tree and the public origin. */
export interface RootData {
  readonly market: CatalogueMarket;
  readonly categories: readonly RootCategory[];
  /** The public origin, for canonical and OpenGraph URLs. */
  readonly origin: string;
  /**
   * The storefront's switches and settings (bff configuration, through the catalog answer): notify me on out-of-stock
   * sizes, favorites, and how long a toast stays.
   */
  readonly features: StorefrontFeatures;
  /** The market's language catalogue, compiled, for every string the page shows. */
  readonly messages: CompiledCatalogue;
  /** The site's menu document (level 1 nodes), read on the server only: the header's menus are server-rendered. */
  readonly menu?: readonly MenuNode[];
  /** The site's footer document, read on the server only (the footer's links are server-rendered). */
  readonly footer?: FooterContent;
}

export interface RootCategory {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  /** The category's list page path in this market. */
  readonly url: string;
  readonly children: readonly RootCategory[];
}
