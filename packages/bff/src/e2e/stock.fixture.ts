/** What the journeys read of the demo stock before they shop: sizes in stock online and stores holding them. */

interface Inventory {
  readonly variants: Record<string, { readonly quantity: number }>;
}

export interface StockedSize {
  /** The size as the picker names it, e.g. "9.5" or "3Y". */
  readonly label: string;
  readonly variantId: string;
}

/** A size in stock at a store, and that store. */
export interface PickupChoice {
  readonly size: string;
  readonly storeId: string;
  readonly storeName: string;
}

/** Sizes of a colour master id with at least `min` units online, as the pickers name them. */
export async function stockedSizes(base: string, colourMasterId: string, min = 2): Promise<StockedSize[]> {
  const details = (await (await fetch(`${base}/products/v2/products/${colourMasterId}/details`)).json()) as {
    attributes: { type: string; options: { id: string; label: string }[] }[];
    variants: { id: string; attributes: Record<string, string> }[];
  };
  const inventory = (await (await fetch(`${base}/products/v2/products/${colourMasterId}/inventory`)).json()) as Inventory;
  const sizes = details.attributes.find((a) => a.type === 'size')?.options ?? [];
  return details.variants
    .filter((v) => v.id.startsWith(colourMasterId) && (inventory.variants[v.id]?.quantity ?? 0) >= min)
    .map((v) => ({ label: sizes.find((o) => o.id === v.attributes.size)?.label ?? '', variantId: v.id }));
}

/**
 * A size of the colour in stock online and at one of the five stores nearest `postalCode`, and that
 * store: the nearest holding it, or the one after (`skip` stores holding it are passed over).
 */
export async function pickupChoice(base: string, colourMasterId: string, postalCode: string, skip = 0): Promise<PickupChoice> {
  for (const { label, variantId } of await stockedSizes(base, colourMasterId, 1)) {
    const res = await fetch(`${base}/stores/v1/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postalCode, limit: 5, variantId }),
    });
    const { stores } = (await res.json()) as { stores: { storeId: string; name: string; inventory?: { quantity: number } }[] };
    const store = stores.filter((s) => (s.inventory?.quantity ?? 0) > 0)[skip];
    if (store !== undefined) return { size: label, storeId: store.storeId, storeName: store.name };
  }
  throw new Error(`demo data has no size of ${colourMasterId} in stock at a store near ${postalCode}`);
}
