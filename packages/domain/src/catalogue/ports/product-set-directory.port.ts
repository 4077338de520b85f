import type { ProductSetRecord } from '../product-sets.js';

/** The product sets as the catalogue keeps them. */
export interface ProductSetDirectory {
  /** The sets `productId` is in, in the merchandiser's order; none for an unknown product. */
  setsWithProduct(productId: string): Promise<readonly ProductSetRecord[]>;
  /** A set by id, null when there is none. */
  productSet(setId: string): Promise<ProductSetRecord | null>;
}
