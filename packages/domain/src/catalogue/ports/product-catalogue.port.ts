import type { CurrencyCode } from '../../money/index.js';
import type { CategoryRecord, ProductImageRecord, ProductRecord, ProductSummaryRecord, ProductVariantRecord } from '../catalogue-records.js';

/** A product's id and the online stock of each of its variants. */
export interface ProductOnlineStock {
  readonly productId: string;
  readonly variants: readonly Pick<ProductVariantRecord, 'id' | 'onlineStock'>[];
}

/** Read access to the product catalogue (products, categories; search is the ProductSearchIndex). Infrastructure failures throw. */
export interface ProductCatalogue {
  /** A product by its id or by the master id of one of its colours; null when unknown. */
  findProduct(productOrMasterId: string, currency: CurrencyCode): Promise<ProductRecord | null>;
  /**
   * Online stock of every variant of a product (by its id or a colour master id): what the
   * inventory answer needs and nothing else; null when unknown.
   */
  onlineStock(productOrMasterId: string): Promise<ProductOnlineStock | null>;
  /** Variant ids of a product (by product id) or of one colour (by colour master id); empty when unknown. */
  variantIdsOf(productOrMasterId: string): Promise<readonly string[]>;
  /** Tiles of the given products, in the order of `ids`; unknown ids are left out. */
  productSummaries(ids: readonly string[], currency: CurrencyCode): Promise<readonly ProductSummaryRecord[]>;
  /** Every category with its product count (products listed in it or in a category below it). */
  categories(): Promise<readonly CategoryRecord[]>;
  /** What one colour's generated image is drawn from; null when the product has no such colour. */
  colourImage(productId: string, colourId: string): Promise<ProductImageRecord | null>;
}
