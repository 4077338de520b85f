import { randomUUID } from 'node:crypto';
import { migrations, openSqlClient, PgliteSqlClient, runMigrations, storageTemplate } from '../index.js';
import type { SqlClient } from '../index.js';

/** The engines the commerce schema and the demo seed are tested on. */
export const COMMERCE_TEST_ENGINES = ['pglite', 'postgres'] as const;
export type CommerceTestEngine = (typeof COMMERCE_TEST_ENGINES)[number];

// As in the storage suite: no skip when the server is down, CI must notice that a suite did not run.
const databaseUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * For tests: an empty database with Stride's migrations and the commerce schema applied. PGlite
 * in memory (a copy of the migrated template), or a PostgreSQL schema of its own that is dropped
 * when the client closes.
 */
export async function openCommerceTestDatabase(engine: CommerceTestEngine): Promise<SqlClient> {
  if (engine === 'pglite') return PgliteSqlClient.open({ snapshot: await storageTemplate('migrated') });
  const schema = `stride_commerce_test_${randomUUID().replaceAll('-', '')}`;
  const client = await openSqlClient({ databaseUrl, schema });
  await runMigrations(client, migrations);
  const close = client.close.bind(client);
  return Object.assign(client, {
    close: async () => {
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await close();
    },
  });
}
