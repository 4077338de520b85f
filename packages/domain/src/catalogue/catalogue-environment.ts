import { parsePdpPath } from './catalogue-url.js';

/** Catalogue environments (account-and-catalogue section 9). */
export const CATALOGUE_ENVIRONMENTS = ['PROD', 'SANDBOX'] as const;
export type CatalogueEnvironment = (typeof CATALOGUE_ENVIRONMENTS)[number];

const PRODUCT_SEGMENT = /\/p\//;

/**
 * Environment derived from the /p/ path. The spec gives no rule, so Stride's is: a /p/ path that
 * is a real product route (/{language}-{country}/p/{slug}-{id}) is PROD; any other /p/ path
 * (showcase or demo pages on the sandbox channel, malformed ids) is SANDBOX; paths without /p/
 * are ordinary storefront pages and count as PROD.
 */
export function catalogueEnvironmentFromPath(path: string): CatalogueEnvironment {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  if (!PRODUCT_SEGMENT.test(bare)) return 'PROD';
  return parsePdpPath(bare).isOk() ? 'PROD' : 'SANDBOX';
}
