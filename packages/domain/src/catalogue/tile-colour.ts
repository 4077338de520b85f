import type { CatalogueMarket } from './catalogue-market.js';
import type { ProductSummaryColourRecord } from './catalogue-records.js';
import { productPageUrl } from './product-url.js';
import { COLOUR_ATTRIBUTE_TYPE } from './quick-shop-selection.js';

/**
 * The colour a tile shows when a colour refinement matched its product: the first, in the product's display order, of
 * the colours whose variants matched (names as stored, compared without case); null when none matched.
 * @example matchedTileColour(shoe.colours, ['Flame Red'])?.colourId // '600'
 */
export function matchedTileColour(colours: readonly ProductSummaryColourRecord[], matchedNames: readonly string[]): ProductSummaryColourRecord | null {
  if (matchedNames.length === 0) return null;
  const matched = new Set(matchedNames.map((name) => name.toLowerCase()));
  return colours.find((colour) => matched.has(colour.name.toLowerCase())) ?? null;
}

/**
 * The product page opened on a colour: the page's path with the spec's `color` query parameter (the colour id).
 * @example productColourPageUrl(DEFAULT_CATALOGUE_MARKET, 'stride-pace-runner-3', 'SR0045600', '600') // '/en-us/p/stride-pace-runner-3-SR0045600?color=600'
 */
export function productColourPageUrl(market: CatalogueMarket, slug: string, productId: string, colourId: string): string {
  return `${productPageUrl(market, slug, productId)}?${COLOUR_ATTRIBUTE_TYPE}=${encodeURIComponent(colourId)}`;
}
