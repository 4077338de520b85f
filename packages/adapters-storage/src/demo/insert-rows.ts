import type { SqlClient } from '../sql/sql-client.port.js';
import type { TableRows } from './demo-table-rows.js';

/** PostgreSQL allows 65535 parameters per statement; staying well below keeps statements small. */
export const MAX_PARAMS_PER_INSERT = 30_000;

/**
 * Inserts a table's rows with as few multi-row INSERT statements as the parameter limit
 * allows (one round trip per batch instead of per row). Table and column names come from
 * code, never from input; values always travel as parameters. `skipExisting` leaves a row whose key
 * is already there as it is (the demo top-up).
 */
export async function insertRows(client: SqlClient, { table, columns, rows }: TableRows, options: { readonly skipExisting?: boolean } = {}): Promise<number> {
  if (rows.length === 0) return 0;
  const batchSize = Math.max(1, Math.floor(MAX_PARAMS_PER_INSERT / columns.length));
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const tuples = batch.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`);
    const onConflict = options.skipExisting === true ? ' ON CONFLICT DO NOTHING' : '';
    await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}${onConflict}`, batch.flat());
  }
  return rows.length;
}
