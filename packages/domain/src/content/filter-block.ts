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

// Local matchers for the PLP/PDP patterns (spec content section 2); the catalogue context owns the full URL parsers.
const PLP_PATH = /^\/[a-zA-Z]{2}-[a-zA-Z]{2}\/c\/[^/]+-(\d{4,10})\/?$/;
const PDP_PATH = /^\/[a-zA-Z]{2}-[a-zA-Z]{2}\/p\/[^/]+-([A-Z0-9]{8,11})\/?$/;
const CATEGORY_SUFFIX = /-c(\d{4,6})\/?$/;
// "8 to 11 characters": we take product ids' own alphabet, uppercase letters and digits.
const PRODUCT_SUFFIX = /-p([A-Z0-9]{8,11})\/?$/;

function pathOnly(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Reads the product or category id from a path with the PLP/PDP patterns, then the -c{4-6 digits} / -p{8-11} pair.
 * @example contentPathIdentifiers('/en-us/p/trail-runner-2-AB12CD34') // { productId: 'AB12CD34' }
 */
export function contentPathIdentifiers(path: string): ContentPathIdentifiers {
  const clean = pathOnly(path);
  const plp = PLP_PATH.exec(clean)?.[1];
  if (plp !== undefined) return { categoryId: plp };
  const pdp = PDP_PATH.exec(clean)?.[1];
  if (pdp !== undefined) return { productId: pdp };
  const category = CATEGORY_SUFFIX.exec(clean)?.[1];
  if (category !== undefined) return { categoryId: category };
  const product = PRODUCT_SUFFIX.exec(clean)?.[1];
  return product !== undefined ? { productId: product } : {};
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
