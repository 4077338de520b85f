// Locale segment shape from the spec's /{language}-{country} routes, e.g. /en-us.
const LOCALE_PREFIX = /^\/([a-z]{2})-([a-z]{2})(?=\/|$)/i;

/** A path split into its optional /{language}-{country} prefix and the rest (always starting with '/'). */
export interface LocaleSplitPath {
  readonly locale: string | null;
  readonly rest: string;
}

/**
 * Splits the locale prefix off a path, ignoring any query string or fragment.
 * @example splitLocalePath('/en-us/cart?x=1') // { locale: 'en-us', rest: '/cart' }
 */
export function splitLocalePath(path: string): LocaleSplitPath {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const match = LOCALE_PREFIX.exec(bare);
  if (match === null) return { locale: null, rest: bare === '' ? '/' : bare };
  const rest = bare.slice(match[0].length);
  return { locale: match[0].slice(1).toLowerCase(), rest: rest === '' ? '/' : rest };
}

/** Prefixes a site path with a locale when there is one: ('en-us', '/account') -> '/en-us/account'. */
export function withLocalePrefix(locale: string | null, path: string): string {
  if (locale === null) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
