/** A store as pickup needs it, with the quantity it holds of each asked variant. */
export interface PickupStore {
  readonly storeId: string;
  readonly countryCode: string;
  /** IANA time zone, e.g. America/New_York: same-day pickup depends on the store's clock. */
  readonly timeZone: string;
  readonly offersPickup: boolean;
  readonly offersSameDay: boolean;
  readonly offersShipToStore: boolean;
  /** Variant id to units on hand; a variant the store does not carry is absent (0). */
  readonly quantities: ReadonlyMap<string, number>;
}

/** Reads stores and their stock from the store inventory. */
export interface PickupStoreReader {
  /** The store with its stock of the given variants, or undefined when there is no such store. */
  pickupStore(storeId: string, variantIds: readonly string[]): Promise<PickupStore | undefined>;
}
