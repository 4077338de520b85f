import type { CatalogueProduct, ProductInventory, StockStatus } from './product.schema.js';

/** Stock status of a quantity: InStock above 0, else OutOfStock. */
export function stockStatusForQuantity(quantity: number): StockStatus {
  return quantity > 0 ? 'InStock' : 'OutOfStock';
}

/** Quantity and status of one variant as quick-shop shows it. */
export interface VariantStock {
  readonly quantity: number;
  readonly stockStatus: StockStatus;
}

// Reservation-only (isRobisOnly) digital products are reserved, not picked from stock.
const RESERVATION_ONLY_STOCK: VariantStock = { quantity: 1, stockStatus: 'InStock' };

/**
 * Stock of a variant: reservation-only products are always available with quantity 1;
 * otherwise the inventory quantity decides, and a variant missing from it is out of stock.
 */
export function quickShopVariantStock(
  product: Pick<CatalogueProduct, 'isRobisOnly'>,
  inventory: ProductInventory | null | undefined,
  variantId: string,
): VariantStock {
  if (product.isRobisOnly) return RESERVATION_ONLY_STOCK;
  const quantity = Math.max(0, inventory?.variants[variantId]?.quantity ?? 0);
  return { quantity, stockStatus: stockStatusForQuantity(quantity) };
}

/** Stock of every variant of a product, keyed by variant id. */
export function quickShopInventory(
  product: Pick<CatalogueProduct, 'isRobisOnly' | 'variants'>,
  inventory: ProductInventory | null | undefined,
): Record<string, VariantStock> {
  const result: Record<string, VariantStock> = {};
  for (const variant of product.variants) {
    result[variant.id] = quickShopVariantStock(product, inventory, variant.id);
  }
  return result;
}
