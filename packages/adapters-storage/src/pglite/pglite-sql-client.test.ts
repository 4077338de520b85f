import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSqlClient } from '../open-sql-client.js';
import { runSqlClientContract } from '../sql/sql-client.contract.js';
import { sqlTypeParsers } from '../sql/sql-type-parsers.js';
import { PGLITE_EXTENSIONS, PgliteSqlClient } from './pglite-sql-client.js';
import { PreparedStatements } from './prepared-statements.js';

// Starting PGlite costs seconds, so the contract shares one instance and empties it per test,
// the way the PostgreSQL run gives each test a fresh schema.
let shared: PGlite;
beforeAll(async () => {
  shared = new PGlite({ parsers: { ...sqlTypeParsers }, extensions: PGLITE_EXTENSIONS });
  await shared.waitReady;
});
afterAll(async () => {
  await shared.close();
});

runSqlClientContract('PGlite in memory', async () => {
  await shared.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  return PgliteSqlClient.over(shared);
});

describe('PgliteSqlClient', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function tempDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'stride-pglite-'));
    dirs.push(dir);
    return dir;
  }

  it('keeps its data on disk across close and reopen, creating the folder if missing', async () => {
    const dataDir = join(await tempDir(), 'nested', 'stride-data');
    const first = await openSqlClient({ dataDir });
    expect(first.engine).toBe('pglite');
    await first.exec("CREATE TABLE app_meta (key text PRIMARY KEY, value text); INSERT INTO app_meta VALUES ('seed', '42')");
    await first.close();
    await expect(first.query('SELECT 1')).rejects.toThrow(/closed/);

    const second = await openSqlClient({ dataDir });
    try {
      expect(await second.query('SELECT key, value FROM app_meta')).toEqual([{ key: 'seed', value: '42' }]);
      expect(await second.query("SELECT '2024-02-29'::date AS day")).toEqual([{ day: '2024-02-29' }]);
    } finally {
      await second.close();
    }
  });

  it('opens in memory when asked, even with a data folder configured', async () => {
    const dataDir = join(await tempDir(), 'unused');
    const client = await openSqlClient({ dataDir, inMemory: true });
    try {
      expect(client.engine).toBe('pglite');
      expect(await client.query("SELECT '2024-02-29'::date AS day")).toEqual([{ day: '2024-02-29' }]);
    } finally {
      await client.close();
    }
    await expect(rm(dataDir)).rejects.toThrow(/ENOENT/);
  });

  it('starts a new in-memory database from a snapshot with its rows; writes to the copy leave the snapshot as it was', async () => {
    const original = await PgliteSqlClient.open();
    await original.exec("CREATE TABLE app_meta (key text PRIMARY KEY, value text); INSERT INTO app_meta VALUES ('seed', '42')");
    const snapshot = await original.snapshot();
    await original.close();

    const copy = await PgliteSqlClient.open({ snapshot });
    await copy.query('UPDATE app_meta SET value = $1', ['43']);
    await copy.close();
    const again = await PgliteSqlClient.open({ snapshot });
    try {
      expect(await again.query('SELECT key, value FROM app_meta')).toEqual([{ key: 'seed', value: '42' }]);
    } finally {
      await again.close();
    }
  });

  it('a client over a shared instance closes itself, not the instance', async () => {
    const lease = PgliteSqlClient.over(shared);
    await lease.close();
    await expect(lease.query('SELECT 1')).rejects.toThrow(/closed/);
    expect((await shared.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
  });

  describe('prepared statements', () => {
    const preparedCount = async () => Number((await shared.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0]?.n);

    it('prepares a text once and runs it again with new values; a text that fails later is parsed afresh', async () => {
      await shared.exec('DROP TABLE IF EXISTS prep_t; CREATE TABLE prep_t (id int PRIMARY KEY, at timestamptz, tags text[], doc jsonb)');
      const statements = new PreparedStatements(shared);
      const insert = 'INSERT INTO prep_t (id, at, tags, doc) VALUES ($1, $2, $3, $4) RETURNING id, at, tags, doc';
      const at = new Date('2030-01-02T03:04:05.678Z');
      expect(await statements.run(insert, [1, at, ['a', 'b "c"'], { k: [1, null] }], { durable: true })).toEqual([
        { id: 1, at, tags: ['a', 'b "c"'], doc: { k: [1, null] } },
      ]);
      const before = await preparedCount();
      expect(await statements.run(insert, [2, null, null, null], { durable: true })).toEqual([{ id: 2, at: null, tags: null, doc: null }]);
      expect(await preparedCount()).toBe(before);

      const duplicate = 'INSERT INTO prep_t (id) VALUES ($1)';
      await expect(statements.run(duplicate, [1], { durable: true })).rejects.toMatchObject({ code: '23505' });
      expect(await statements.run(duplicate, [3], { durable: true })).toEqual([]);
      await expect(statements.run('SELEC nothing', [], { durable: true })).rejects.toMatchObject({ code: '42601' });
      expect(await statements.run('SELECT count(*)::int AS n FROM prep_t WHERE id = ANY($1)', [[1, 2, 3]], { durable: true })).toEqual([{ n: 3 }]);
    });

    it('prepares a text afresh when its table changed the columns it answers', async () => {
      await shared.exec('DROP TABLE IF EXISTS prep_shape; CREATE TABLE prep_shape (id int)');
      const statements = new PreparedStatements(shared);
      await statements.run('INSERT INTO prep_shape VALUES ($1)', [1], { durable: true });
      expect(await statements.run('SELECT * FROM prep_shape', [], { durable: true })).toEqual([{ id: 1 }]);
      await shared.exec("ALTER TABLE prep_shape ADD COLUMN label text DEFAULT 'new'");
      expect(await statements.run('SELECT * FROM prep_shape', [], { durable: true })).toEqual([{ id: 1, label: 'new' }]);
    });

    it('past its limit of named statements still runs every text, unnamed', async () => {
      const statements = new PreparedStatements(shared, 1);
      const before = await preparedCount();
      expect(await statements.run('SELECT $1::int + 1 AS n', [1], { durable: false })).toEqual([{ n: 2 }]);
      expect(await statements.run('SELECT $1::int + 2 AS n', [1], { durable: false })).toEqual([{ n: 3 }]);
      expect(await statements.run('SELECT $1::int + 2 AS n', [2], { durable: false })).toEqual([{ n: 4 }]);
      expect(await preparedCount()).toBe(before + 1);
    });

    it('refuses to commit a transaction an error aborted, and keeps none of its writes', async () => {
      await shared.exec('DROP TABLE IF EXISTS prep_tx; CREATE TABLE prep_tx (id int PRIMARY KEY)');
      const client = PgliteSqlClient.over(shared);
      const outcome = client.transaction(async (tx) => {
        await tx.query('INSERT INTO prep_tx (id) VALUES (1)');
        await tx.query('INSERT INTO prep_tx (id) VALUES (1)').catch(() => undefined);
        return 'swallowed';
      });
      await expect(outcome).rejects.toThrow(/aborted/);
      expect(await client.query('SELECT id FROM prep_tx')).toEqual([]);
      expect(await client.transaction(async (tx) => tx.query('INSERT INTO prep_tx (id) VALUES (2) RETURNING id'))).toEqual([{ id: 2 }]);
      await client.close();
    });
  });
});
