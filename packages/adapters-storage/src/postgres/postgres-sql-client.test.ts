import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
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
    await expect(PostgresSqlClient.connect({ databaseUrl, schema: 'x; DROP SCHEMA public' })).rejects.toThrow(/Invalid schema name/);
  });
});

describe('PostgresSqlClient, statements outside a transaction', () => {
  it('share one connection, and a failing statement leaves the ones written around it answered', async () => {
    const client = await openIsolated();
    try {
      const asked = Array.from({ length: 30 }, (_, n) =>
        n % 5 === 0
          ? client.query('SELECT 1 / $1::int AS n', [0])
          : client.query<{ n: number; pid: number }>('SELECT $1::int AS n, pg_backend_pid() AS pid', [n]),
      );
      const answers = await Promise.allSettled(asked);
      answers.forEach((answer, n) => {
        if (n % 5 === 0) {
          expect(answer.status).toBe('rejected');
          expect((answer as PromiseRejectedResult).reason).toMatchObject({ code: '22012' });
        } else {
          expect(answer).toMatchObject({ status: 'fulfilled', value: [{ n }] });
        }
      });
      const pids = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value.map((row) => row.pid) : []));
      expect(new Set(pids).size).toBe(1);
    } finally {
      await client.close();
    }
  });

  it('a statement waiting for a lock gives way to a pooled connection: the rest are answered meanwhile, and a transaction may read while it holds the lock', async () => {
    const client = await openIsolated();
    try {
      await client.exec('CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL); INSERT INTO counter VALUES (1, 0)');
      let blocked: Promise<unknown> | undefined;
      await client.transaction(async (tx) => {
        await tx.query('UPDATE counter SET n = n + 1 WHERE id = $1', [1]);
        // Waits for this transaction's row lock: it must not hold up what is asked after it.
        blocked = client.query('UPDATE counter SET n = n + 10 WHERE id = $1 RETURNING n', [1]);
        expect(await client.query('SELECT $1::int AS answered', [7])).toEqual([{ answered: 7 }]);
        // The lock holder waits on a statement outside it: with one shared connection stuck behind
        // the lock this would never finish.
        expect(await client.query('SELECT n FROM counter WHERE id = $1', [1])).toEqual([{ n: 0 }]);
      });
      expect(await blocked).toEqual([{ n: 11 }]);
      expect(await client.query('SELECT n FROM counter WHERE id = $1', [1])).toEqual([{ n: 11 }]);
    } finally {
      await client.close();
    }
  });

  it('opens a new shared connection when its connection is cut', async () => {
    const client = await openIsolated();
    try {
      const pidOf = async (): Promise<number | undefined> => (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, $1::int AS n', [1]))[0]?.pid;
      const first = await pidOf();
      expect(first).toBeTypeOf('number');
      // Cut from a pooled connection (a statement without parameters borrows one).
      await client.exec(`SELECT pg_terminate_backend(${first})`);
      // Statements in flight on the cut connection fail with it; the next ones get a new connection.
      const next = await vi.waitFor(() => pidOf(), { timeout: 5_000, interval: 50 });
      expect(next).toBeTypeOf('number');
      expect(next).not.toBe(first);
      expect(await client.query('SELECT $1::text AS still', ['answering'])).toEqual([{ still: 'answering' }]);
    } finally {
      await client.close();
    }
  });

  it('spread over as many shared connections as configured, or none: then every statement borrows from the pool', async () => {
    const pidsWith = async (sharedConnections: number): Promise<Set<number | undefined>> => {
      const client = await PostgresSqlClient.connect({ databaseUrl, sharedConnections });
      try {
        const rows = await Promise.all(
          Array.from({ length: 40 }, (_, n) => client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.002), $1::int AS n', [n])),
        );
        return new Set(rows.map(([row]) => row?.pid));
      } finally {
        await client.close();
      }
    };
    expect((await pidsWith(2)).size).toBe(2);
    // The pool (10 connections) serves 40 sleeping statements on more than one connection.
    expect((await pidsWith(0)).size).toBeGreaterThan(2);
    await expect(PostgresSqlClient.connect({ databaseUrl, sharedConnections: -1 })).rejects.toThrow(/shared connections/);
  });

  it('refuses statements once closed', async () => {
    const client = await PostgresSqlClient.connect({ databaseUrl });
    expect(await client.query('SELECT $1::int AS n', [1])).toEqual([{ n: 1 }]);
    await client.close();
    await expect(client.query('SELECT $1::int AS n', [1])).rejects.toThrow(/closed/);
    await expect(client.query('SELECT 1 AS n')).rejects.toThrow(/closed/);
  });
});
