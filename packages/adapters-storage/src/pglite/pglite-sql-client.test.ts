import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSqlClient } from '../open-sql-client.js';
import { runSqlClientContract } from '../sql/sql-client.contract.js';
import { sqlTypeParsers } from '../sql/sql-type-parsers.js';
import { PgliteSqlClient } from './pglite-sql-client.js';

// Starting PGlite costs seconds, so the contract shares one instance and empties it per test,
// the way the PostgreSQL run gives each test a fresh schema.
let shared: PGlite;
beforeAll(async () => {
  shared = new PGlite({ parsers: { ...sqlTypeParsers } });
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

  it('a client over a shared instance closes itself, not the instance', async () => {
    const lease = PgliteSqlClient.over(shared);
    await lease.close();
    await expect(lease.query('SELECT 1')).rejects.toThrow(/closed/);
    expect((await shared.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
  });
});
