import type { StoreInventoryRow, StoreRow, VariantRow } from './demo-data.types.js';
import type { Prng } from './prng.js';

/**
 * Per-store stock: each store carries about half of the variants, some of them at zero (sold
 * through), and none of the products in `unstocked` (sold out, coming soon, digital).
 */
export function demoStoreInventory(
  prng: Prng,
  stores: readonly StoreRow[],
  variants: readonly VariantRow[],
  unstocked: ReadonlySet<string>,
): StoreInventoryRow[] {
  const rows: StoreInventoryRow[] = [];
  for (const store of stores) {
    for (const variant of variants) {
      if (unstocked.has(variant.productId) || !prng.chance(0.55)) continue;
      rows.push({ storeId: store.id, variantId: variant.id, quantity: prng.chance(0.1) ? 0 : prng.int(1, 12) });
    }
  }
  return rows;
}
