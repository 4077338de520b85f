import { PgliteSqlClient } from './pglite/pglite-sql-client.js';
import { PostgresSqlClient } from './postgres/postgres-sql-client.js';
import type { SqlClient } from './sql/sql-client.port.js';

export type StorageOptions = {
  /** PostgreSQL server (`postgres://user:password@host:port/database`); wins over the rest. */
  databaseUrl?: string;
  /** PGlite's folder on disk (STRIDE_DATA_DIR), created if missing. */
  dataDir?: string;
  /** PGlite in memory, even when `dataDir` is set: for tests. */
  inMemory?: boolean;
  /** PostgreSQL only: a schema of its own, created if missing (for tests). PGlite ignores it. */
  schema?: string;
  /** PostgreSQL only: shared pipelined connections for statements outside a transaction (PostgresSqlClientOptions). */
  sharedConnections?: number;
};

/**
 * Opens the database the options name: PostgreSQL when `databaseUrl` is set, else PGlite on disk
 * in `dataDir`, else PGlite in memory. Rejects with a clear message when it cannot be reached.
 * @example const client = await openSqlClient({ dataDir: './.stride-data' });
 */
export async function openSqlClient(options: StorageOptions): Promise<SqlClient> {
  const { databaseUrl, dataDir, inMemory, schema, sharedConnections } = options;
  if (databaseUrl) {
    return PostgresSqlClient.connect({
      databaseUrl,
      ...(schema === undefined ? {} : { schema }),
      ...(sharedConnections === undefined ? {} : { sharedConnections }),
    });
  }
  if (dataDir && !inMemory) return PgliteSqlClient.open({ dataDir });
  return PgliteSqlClient.open();
}
