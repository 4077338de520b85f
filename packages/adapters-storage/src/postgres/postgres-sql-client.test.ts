import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSqlClient } from '../open-sql-client.js';
import { runSqlClientContract } from '../sql/sql-client.contract.js';
import type { SqlClient } from '../sql/sql-client.port.js';
import { runMigrations } from '../migrations/run-migrations.js';
import { PostgresSqlClient } from './postgres-sql-client.js';

// No skip when the server is down: CI must notice that this suite did not run.
const databaseUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A random schema name, so test runs sharing the database never meet. */
function testSchemaName(): string {
  return `stride_test_${randomUUID().replaceAll('-', '')}`;
}

/** A client on a schema of its own, dropped when the client closes. */
async function openIsolated(): Promise<SqlClient> {
  const schema = testSchemaName();
  const client = await PostgresSqlClient.connect({ databaseUrl, schema });
  const close = client.close.bind(client);
  let closed = false;
  return Object.assign(client, {
    close: async () => {
      if (!closed) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      closed = true;
      await close();
    },
  });
}

runSqlClientContract('PostgreSQL', openIsolated);

describe('PostgresSqlClient', () => {
  it('is what openSqlClient gives for a databaseUrl, working in the schema it was given', async () => {
    const schema = testSchemaName();
    const client = await openSqlClient({ databaseUrl, schema });
    try {
      expect(client.engine).toBe('postgres');
      expect(await client.query('SELECT current_schema() AS current')).toEqual([{ current: schema }]);
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.close();
    }
  });

  it('two processes migrating at once apply each migration exactly once', async () => {
    const schema = testSchemaName();
    // Connected one after the other: only the migrations are meant to race here.
    const a = await PostgresSqlClient.connect({ databaseUrl, schema });
    const b = await PostgresSqlClient.connect({ databaseUrl, schema });
    try {
      const list = [
        { id: '0001_one', sql: 'CREATE TABLE one (id int)' },
        { id: '0002_two', sql: 'CREATE TABLE two (id int)' },
      ];
      const results = await Promise.all([runMigrations(a, list), runMigrations(b, list)]);
      expect(results.flatMap((r) => r.applied).sort()).toEqual(['0001_one', '0002_two']);
    } finally {
      await a.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('rejects an unreachable server with an error naming the host, never the password', async () => {
    const error: unknown = await PostgresSqlClient.connect({
      databaseUrl: 'postgres://stride:s3cr3t-pass@127.0.0.1:1/stride',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain('127.0.0.1:1/stride');
    expect(message).toMatch(/ECONNREFUSED/);
    expect(message).not.toContain('s3cr3t-pass');
  });

  it('refuses a schema name that is not a plain identifier', async () => {
    await expect(PostgresSqlClient.connect({ databaseUrl, schema: 'x; DROP SCHEMA public' })).rejects.toThrow(
      /Invalid schema name/,
    );
  });
});
