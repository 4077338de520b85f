import type { DemoHashers, DemoSeedSummary, KeptServerSecret, SqlClient } from '@stride/adapters-storage';

export interface OpenSqlClientOptions {
  databaseUrl?: string;
  sharedConnections?: number;
  dataDir?: string;
  inMemory?: boolean;
}

/** The part of @stride/adapters-storage the bff needs at start; a parameter so tests can wrap it. */
export interface StorageModule {
  openSqlClient(options: OpenSqlClientOptions): Promise<SqlClient>;
  runMigrations(client: SqlClient): Promise<{ applied: string[] }>;
  checkDatabase(client: SqlClient): Promise<boolean>;
  seedDemoData(client: SqlClient, hashers: DemoHashers): Promise<DemoSeedSummary>;
  keepServerSecret(client: SqlClient, name: string, candidate: string): Promise<KeptServerSecret>;
  readonly scryptHashers: DemoHashers;
}
