import type { CheckoutStore, OrderItemRecord, StockSource } from '@stride/domain/checkout';
import { stockSourceFor } from '@stride/domain/checkout';

// Decided from the line's method and store only, so placing and releasing take and give back the
// same units (a digital product without the digital method ships from its large online stock).
function sourceOf(line: Pick<OrderItemRecord, 'shippingMethodCode' | 'storeId'>): StockSource {
  return stockSourceFor({ shippingMethodCode: line.shippingMethodCode, storeId: line.storeId, isDigital: false });
}

/** Takes every line's units with guarded updates; the ids of lines that could not be covered. */
export async function takeStock(store: CheckoutStore, lines: readonly (OrderItemRecord & { itemId?: string })[]): Promise<string[]> {
  const short: string[] = [];
  for (const line of lines) {
    const source = sourceOf(line);
    const taken =
      source.kind === 'none'
        ? true
        : source.kind === 'store'
          ? await store.inventory.takeInStore(source.storeId, line.variantId, line.qty)
          : await store.inventory.takeOnline(line.variantId, line.qty);
    if (!taken) short.push(line.itemId ?? line.variantId);
  }
  return short;
}

/** Gives back what takeStock took for an order's items. */
export async function giveBackStock(store: CheckoutStore, items: readonly OrderItemRecord[]): Promise<void> {
  for (const item of items) {
    const source = sourceOf(item);
    if (source.kind === 'store') await store.inventory.giveBackInStore(source.storeId, item.variantId, item.qty);
    if (source.kind === 'online') await store.inventory.giveBackOnline(item.variantId, item.qty);
  }
}
