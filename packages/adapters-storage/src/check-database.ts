import type { SqlClient } from './sql/sql-client.port.js';

/** True when the database answers a trivial query (for the bff's /readyz); never throws. */
export async function checkDatabase(client: SqlClient): Promise<boolean> {
  try {
    const rows = await client.query<{ ok: number }>('SELECT 1 AS ok');
    return rows[0]?.ok === 1;
  } catch {
    return false;
  }
}
