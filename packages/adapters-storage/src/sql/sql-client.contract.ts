import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDatabase } from '../check-database.js';
import { describeMigrationContract } from '../migrations/run-migrations.contract.js';
import type { SqlClient } from './sql-client.port.js';
import { isUniqueViolation, SqlState, sqlStateOf } from './sql-errors.js';
import { describeTransactionContract } from './sql-client-transactions.contract.js';

/** Gives each test the client `open` made for it. */
export type CurrentClient = () => SqlClient;

/**
 * The behaviour every SqlClient adapter owes its callers, run against each adapter's test file
 * (the same assertions on PGlite and on PostgreSQL). `open` must give an empty database each call.
 */
export function runSqlClientContract(name: string, open: () => Promise<SqlClient>): void {
  describe(`SqlClient contract: ${name}`, () => {
    let client: SqlClient;
    beforeEach(async () => {
      client = await open();
    });
    afterEach(async () => {
      await client.close();
    });
    const current: CurrentClient = () => client;

    describeQueryContract(current);
    describeTransactionContract(current);
    describeMigrationContract(current);
  });
}

function describeQueryContract(current: CurrentClient): void {
  it('binds parameters as values, never as SQL', async () => {
    const hostile = "x'); DROP TABLE pg_class; --";
    const rows = await current().query('SELECT $1::text AS echoed, $2::int + $3::int AS sum', [hostile, 2, 3]);
    expect(rows).toEqual([{ echoed: hostile, sum: 5 }]);
  });

  it('gives back text, int, bool, json, timestamptz and null as they were stored', async () => {
    const client = current();
    await client.exec(`CREATE TABLE sample (
      label text, amount int, active bool, details jsonb, list jsonb, at timestamptz, missing text)`);
    const details = { sizes: ['9', '9.5'], stock: { store: 3 }, note: null };
    const at = new Date('2024-05-06T07:08:09.123Z');
    const values = ["Pegasus 41 'Blue' ✓", -4200, false, details, JSON.stringify([1, 'two']), at, null];
    await client.query('INSERT INTO sample VALUES ($1, $2, $3, $4, $5, $6, $7)', values);
    const rows = await client.query('SELECT * FROM sample');
    expect(rows).toEqual([{ label: values[0], amount: -4200, active: false, details, list: [1, 'two'], at, missing: null }]);
  });

  it('reads int8 as a number (a bigint past 2^53), numeric and date as text', async () => {
    const rows = await current().query(`SELECT count(*) AS n, 12999::int8 AS cents,
      9007199254740993::int8 AS huge, 129.99::numeric AS price, '2024-02-29'::date AS day`);
    expect(rows).toEqual([{ n: 1, cents: 12999, huge: 9007199254740993n, price: '129.99', day: '2024-02-29' }]);
  });

  it('runs several statements at once with exec', async () => {
    const client = current();
    await client.exec(`CREATE TABLE a (x int); CREATE TABLE b (y int);
      INSERT INTO a VALUES (1); INSERT INTO b VALUES (2);`);
    expect(await client.query('SELECT x, y FROM a, b')).toEqual([{ x: 1, y: 2 }]);
  });

  it('rejects a duplicate key with a unique violation and writes nothing', async () => {
    const client = current();
    await client.exec("CREATE TABLE code (id text PRIMARY KEY); INSERT INTO code VALUES ('A')");
    const error: unknown = await client.query("INSERT INTO code VALUES ('B'), ('A')").then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(sqlStateOf(error)).toBe(SqlState.UNIQUE_VIOLATION);
    expect(await client.query('SELECT id FROM code')).toEqual([{ id: 'A' }]);
  });

  it('rejects a bad statement with its SQLSTATE and stays usable', async () => {
    const client = current();
    const error: unknown = await client.query('SELECT * FROM no_such_table').catch((e: unknown) => e);
    expect(sqlStateOf(error)).toBe('42P01');
    expect(await client.query('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });

  it('reports itself ready while open and not once closed', async () => {
    const client = current();
    expect(await checkDatabase(client)).toBe(true);
    await client.close();
    expect(await checkDatabase(client)).toBe(false);
  });

  it('refuses work once closed, and closing twice is harmless', async () => {
    const client = current();
    await client.close();
    await expect(client.query('SELECT 1')).rejects.toThrow(/closed/);
    await expect(client.transaction(async () => 1)).rejects.toThrow(/closed/);
    await expect(client.close()).resolves.toBeUndefined();
  });
}
