import type { ProductVariantRecord } from './catalogue-records.js';
import type { ProductInventory } from './product.schema.js';
import { stockStatusForQuantity } from './quick-shop-stock.js';

/** Online inventory of a product: every variant keyed by id with its quantity and stock status. */
export function productInventory(variants: readonly Pick<ProductVariantRecord, 'id' | 'onlineStock'>[]): ProductInventory {
  const result: ProductInventory['variants'] = {};
  for (const v of variants) {
    const quantity = Math.max(0, v.onlineStock);
    result[v.id] = { quantity, stockStatus: stockStatusForQuantity(quantity) };
  }
  return { variants: result };
}
