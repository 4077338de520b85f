/**
 * A product set ("shop the look"): products a merchandiser puts together, each bought on its own
 * (account section 7, Products: `productSets` of a product, and a `productSet`).
 */
export interface ProductSetRecord {
  /** e.g. 'SET10001': the product id pattern's letters and digits, so the set answers at the products' path. */
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** The set's products (the ids their pages and tiles name), in the merchandiser's order. */
  readonly productIds: readonly string[];
}

/** Sets a product page lists (Stride's choice: more than two "complete the look" rows bury the reviews). */
export const PRODUCT_SETS_PER_PRODUCT = 2;
