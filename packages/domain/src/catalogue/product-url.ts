import { buildPdpPath, buildPlpPath } from './catalogue-url.js';
import type { CatalogueMarket } from './catalogue-market.js';

/**
 * The PDP path of a product in a market. The schema guarantees slug and id patterns, so a
 * refusal here is a bug and throws.
 * @example productPageUrl(DEFAULT_CATALOGUE_MARKET, 'stride-pace-runner-3', 'SR0045600') // '/en-us/p/stride-pace-runner-3-SR0045600'
 */
export function productPageUrl(market: CatalogueMarket, slug: string, productId: string): string {
  return buildPdpPath({ language: market.language, country: market.country, slug, productId }).match(
    (path) => path,
    (error) => {
      throw new Error(error.message);
    },
  );
}

/** The PLP path of a category in a market; throws on a stored slug or id the pattern refuses (a bug). */
export function categoryPageUrl(market: CatalogueMarket, slug: string, categoryId: string): string {
  return buildPlpPath({ language: market.language, country: market.country, slug, categoryId }).match(
    (path) => path,
    (error) => {
      throw new Error(error.message);
    },
  );
}
