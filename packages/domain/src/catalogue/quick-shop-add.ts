import type { ProductVariant } from './product.schema.js';

/** Quick-shop adds at most this many units per add (account-and-catalogue section 9). */
export const QUICK_SHOP_MAX_ADD_QTY = 1;

/** The cart line a quick-shop add sends. */
export interface QuickShopAddLine {
  readonly productId: string;
  readonly upc: string;
  readonly qty: number;
}

/** Cart line for adding a resolved variant from quick-shop: always one unit. */
export function quickShopAddLine(variant: Pick<ProductVariant, 'id' | 'upc'>): QuickShopAddLine {
  return { productId: variant.id, upc: variant.upc, qty: QUICK_SHOP_MAX_ADD_QTY };
}
