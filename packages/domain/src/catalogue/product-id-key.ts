/** The style-level product id key (account-and-catalogue section 9). */
export const PRODUCT_ID_KEY_STYLE = 'styleId';
// The spec says "or the default" without naming it; the cart and recommendations call it productId.
/** The default product id key. */
export const PRODUCT_ID_KEY_DEFAULT = 'productId';

export type ProductIdKey = typeof PRODUCT_ID_KEY_STYLE | typeof PRODUCT_ID_KEY_DEFAULT;

/** Product id key to use: 'styleId' when configured so, otherwise the default 'productId'. */
export function productIdKey(configured?: string | null): ProductIdKey {
  return configured === PRODUCT_ID_KEY_STYLE ? PRODUCT_ID_KEY_STYLE : PRODUCT_ID_KEY_DEFAULT;
}
