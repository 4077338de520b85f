import { parsePdpPath, parsePlpPath } from '../catalogue/catalogue-url.js';
import { categoryIdFromPathSuffix, productIdFromPathSuffix } from '../catalogue/path-id.js';

/** Filter block operators (spec content section 2). */
export type ContentFilterOperator = 'IN' | 'NOT IN';
/** bySku filters on the product id in the path, byCategory on the category id. */
export type ContentFilterVariant = 'bySku' | 'byCategory';

/** A filter block's configuration. */
export interface ContentFilterBlock {
  readonly variant: ContentFilterVariant;
  readonly operator: ContentFilterOperator;
  readonly ids: readonly string[];
}

/** Product and category ids read from a storefront path. */
export interface ContentPathIdentifiers {
  readonly productId?: string;
  readonly categoryId?: string;
}

/**
 * Reads the product or category id from a path with the PLP/PDP patterns, then the -c{4-6 digits} / -p{8-11} pair.
 * @example contentPathIdentifiers('/en-us/p/trail-runner-2-AB12CD34') // { productId: 'AB12CD34' }
 */
export function contentPathIdentifiers(path: string): ContentPathIdentifiers {
  const plp = parsePlpPath(path);
  if (plp.isOk()) return { categoryId: plp.value.categoryId };
  const pdp = parsePdpPath(path);
  if (pdp.isOk()) return { productId: pdp.value.productId };
  const category = categoryIdFromPathSuffix(path);
  if (category !== null) return { categoryId: category };
  const product = productIdFromPathSuffix(path);
  return product !== null ? { productId: product } : {};
}

/**
 * Whether a filter block shows its content on a path. It matches only on the identifier its variant reads; a path
 * without that identifier shows nothing for either operator (the block is meant for product or category pages).
 */
export function filterBlockShowsContent(block: ContentFilterBlock, path: string): boolean {
  const ids = contentPathIdentifiers(path);
  const id = block.variant === 'bySku' ? ids.productId : ids.categoryId;
  if (id === undefined) return false;
  // Editors type ids by hand; product ids are uppercase, so compare trimmed and uppercased.
  const listed = block.ids.some((configured) => configured.trim().toUpperCase() === id.toUpperCase());
  return block.operator === 'IN' ? listed : !listed;
}
