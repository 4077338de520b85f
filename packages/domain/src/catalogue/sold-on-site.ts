/**
 * True when a product (or a tile) has a price on the site it is asked for. Every stored price is
 * above zero, and a product with no variant priced in the site's currency answers a price of 0
 * (no variants, nothing in stock): such a product is not sold on this site, which is not the same
 * as out of stock.
 * @example isSoldOnSite({ current: 0, original: 0 }) // false
 */
export function isSoldOnSite(price: { readonly current?: number | undefined; readonly original?: number | undefined }): boolean {
  return (price.original ?? price.current ?? 0) > 0;
}
