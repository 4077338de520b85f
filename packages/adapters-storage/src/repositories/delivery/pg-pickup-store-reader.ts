import type { PickupStore, PickupStoreReader } from '@stride/domain/shipping';
import type { SqlClient } from '../../sql/sql-client.port.js';

type StoreRow = {
  id: string;
  country_code: string;
  time_zone: string;
  offers_pickup: boolean;
  offers_same_day: boolean;
  offers_ship_to_store: boolean;
  variant_id: string | null;
  quantity: number | null;
};

/** Stores and their stock of the asked variants, from the store inventory table. */
export class PgPickupStoreReader implements PickupStoreReader {
  constructor(private readonly sql: SqlClient) {}

  async pickupStore(storeId: string, variantIds: readonly string[]): Promise<PickupStore | undefined> {
    const rows = await this.sql.query<StoreRow>(
      `SELECT s.id, s.country_code, s.time_zone, s.offers_pickup, s.offers_same_day, s.offers_ship_to_store,
              si.variant_id, si.quantity
       FROM stores s LEFT JOIN store_inventory si ON si.store_id = s.id AND si.variant_id = ANY($2::text[])
       WHERE s.id = $1`,
      [storeId, [...variantIds]],
    );
    const [first] = rows;
    if (first === undefined) return undefined;
    const quantities = new Map<string, number>();
    for (const row of rows) if (row.variant_id !== null && row.quantity !== null) quantities.set(row.variant_id, row.quantity);
    return {
      storeId: first.id,
      countryCode: first.country_code,
      timeZone: first.time_zone,
      offersPickup: first.offers_pickup,
      offersSameDay: first.offers_same_day,
      offersShipToStore: first.offers_ship_to_store,
      quantities,
    };
  }
}
