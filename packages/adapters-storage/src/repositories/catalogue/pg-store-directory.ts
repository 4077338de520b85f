import type { StoreDirectory, StoreEmployeeRecord, StoreRecord, StoreStockRecord } from '@stride/domain/catalogue';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { storeOf } from './catalogue-rows.js';
import { STORE_EMPLOYEES, STORE_STOCK, STORES } from './catalogue-sql.js';

/** Stores and their stock read from the commerce schema (PGlite or PostgreSQL). */
export class PgStoreDirectory implements StoreDirectory {
  constructor(private readonly sql: SqlClient) {}

  async listStores(countryCode?: string): Promise<readonly StoreRecord[]> {
    return (await this.sql.query(STORES, [countryCode ?? null])).map(storeOf);
  }

  async storeStock(storeIds: readonly string[], variantIds: readonly string[]): Promise<readonly StoreStockRecord[]> {
    if (storeIds.length === 0 || variantIds.length === 0) return [];
    const rows = await this.sql.query(STORE_STOCK, [[...storeIds], [...variantIds]]);
    return rows.map((r) => ({ storeId: String(r.store_id), variantId: String(r.variant_id), quantity: Number(r.quantity) }));
  }

  async storeEmployees(storeId: string): Promise<readonly StoreEmployeeRecord[] | null> {
    const rows = await this.sql.query(STORE_EMPLOYEES, [storeId]);
    if (rows.length === 0) return null;
    return rows
      .filter((r) => r.store_employee_id !== null)
      .map((r) => ({ storeEmployeeId: String(r.store_employee_id), firstName: String(r.first_name ?? ''), lastName: String(r.last_name ?? '') }));
  }
}
