import { expect, it } from 'vitest';
import type { CurrentClient } from '../sql/sql-client.contract.js';
import type { Migration } from './migration.js';
import { runMigrations } from './run-migrations.js';
import { migrations } from './index.js';

const createShoe: Migration = { id: '0001_shoe', sql: 'CREATE TABLE shoe (id text PRIMARY KEY)' };
const addSize: Migration = {
  id: '0002_size',
  sql: "ALTER TABLE shoe ADD COLUMN size text; INSERT INTO shoe VALUES ('CW2288-111', '9.5');",
};
const broken: Migration = { id: '0003_broken', sql: 'CREATE TABLE fit (id text); SELECT * FROM no_such_table;' };

async function recorded(current: CurrentClient): Promise<string[]> {
  const rows = await current().query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
  return rows.map((row) => row.id);
}

/** The migration runner over a SqlClient: part of runSqlClientContract. */
export function describeMigrationContract(current: CurrentClient): void {
  it('applies migrations in id order, each once, and a second run applies nothing', async () => {
    expect(await runMigrations(current(), [addSize, createShoe])).toEqual({ applied: ['0001_shoe', '0002_size'] });
    expect(await runMigrations(current(), [addSize, createShoe])).toEqual({ applied: [] });
    expect(await current().query('SELECT id, size FROM shoe')).toEqual([{ id: 'CW2288-111', size: '9.5' }]);
    expect(await recorded(current)).toEqual(['0001_shoe', '0002_size']);
  });

  it('applies only the migrations added since the last run', async () => {
    await runMigrations(current(), [createShoe]);
    expect(await runMigrations(current(), [createShoe, addSize])).toEqual({ applied: ['0002_size'] });
  });

  it('applies Stride’s own migrations by default, in order, creating app_meta', async () => {
    expect(await runMigrations(current())).toEqual({ applied: migrations.map((migration) => migration.id) });
    await current().query("INSERT INTO app_meta (key, value) VALUES ('demo_seed', '1')");
    expect(await current().query('SELECT key, value FROM app_meta')).toEqual([{ key: 'demo_seed', value: '1' }]);
    expect(await runMigrations(current())).toEqual({ applied: [] });
  });

  it('a failing migration rejects naming it, records nothing of itself and keeps the earlier ones', async () => {
    await expect(runMigrations(current(), [createShoe, broken])).rejects.toThrow(/0003_broken/);
    expect(await recorded(current)).toEqual(['0001_shoe']);
    const fit = await current().query("SELECT to_regclass('fit') AS fit");
    expect(fit).toEqual([{ fit: null }]);
  });

  it('two runners started at once apply each migration exactly once between them', async () => {
    const list = [createShoe, addSize];
    const [first, second] = await Promise.all([runMigrations(current(), list), runMigrations(current(), list)]);
    expect([...first.applied, ...second.applied].sort()).toEqual(['0001_shoe', '0002_size']);
    expect(await recorded(current)).toEqual(['0001_shoe', '0002_size']);
  });

  it('rejects a list in which two migrations share an id', async () => {
    await expect(runMigrations(current(), [createShoe, { ...createShoe, sql: 'SELECT 1' }])).rejects.toThrow(/share an id/);
  });
}
