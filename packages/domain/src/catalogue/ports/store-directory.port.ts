import type { StoreEmployeeRecord, StoreRecord, StoreStockRecord } from '../catalogue-records.js';

/** Read access to stores and their stock. Infrastructure failures throw. */
export interface StoreDirectory {
  /** All stores, or those of one country, ordered by id. */
  listStores(countryCode?: string): Promise<readonly StoreRecord[]>;
  /** Units of the given variants in the given stores; a variant a store does not carry has no row. */
  storeStock(storeIds: readonly string[], variantIds: readonly string[]): Promise<readonly StoreStockRecord[]>;
  /** The store's associates by last then first name; null when there is no such store. */
  storeEmployees(storeId: string): Promise<readonly StoreEmployeeRecord[] | null>;
}
