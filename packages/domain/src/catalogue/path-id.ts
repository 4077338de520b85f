// The second pattern pair (content-and-personalisation section 2): ids at the end of any path,
// used where the full PLP/PDP route is not guaranteed (filter blocks, legacy links).
const CATEGORY_SUFFIX = /-c(\d{4,6})\/?$/;
// The spec says "8 to 11 characters" without a class; we take product ids' own alphabet
// (upper-case letters and digits), as the PDP pattern and the content filter block do.
const PRODUCT_SUFFIX = /-p([A-Z0-9]{8,11})\/?$/;

function pathOnly(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Category id from a path ending in -c{4 to 6 digits}, or null.
 * @example categoryIdFromPathSuffix('/en-us/running-c12345') // '12345'
 */
export function categoryIdFromPathSuffix(path: string): string | null {
  return CATEGORY_SUFFIX.exec(pathOnly(path))?.[1] ?? null;
}

/**
 * Product id from a path ending in -p{8 to 11 upper-case letters or digits}, or null.
 * @example productIdFromPathSuffix('/en-us/runner-pHQ4199AB') // 'HQ4199AB'
 */
export function productIdFromPathSuffix(path: string): string | null {
  return PRODUCT_SUFFIX.exec(pathOnly(path))?.[1] ?? null;
}
