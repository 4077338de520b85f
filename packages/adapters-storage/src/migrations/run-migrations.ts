import type { SqlClient } from '../sql/sql-client.port.js';
import { migrations as strideMigrations } from './index.js';
import type { Migration } from './migration.js';

/**
 * The advisory lock every Stride process takes before touching the schema. Arbitrary but fixed:
 * what matters is that all processes use the same number. The lock is per database, not per schema.
 */
export const MIGRATION_LOCK_KEY = 5_317_004_211;

const CREATE_MIGRATIONS_TABLE = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    id text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`;

/**
 * Applies, in id order, each migration not yet recorded in `schema_migrations`, each in its own
 * transaction. Safe when several processes start at once: they queue on an advisory lock and a
 * late one finds the work done.
 * @example const { applied } = await runMigrations(client); // ['0001_init'] on a new database
 */
export async function runMigrations(client: SqlClient, migrations: readonly Migration[] = strideMigrations): Promise<{ applied: string[] }> {
  const applied: string[] = [];
  for (const migration of inIdOrder(migrations)) {
    if (await applyOnce(client, migration)) applied.push(migration.id);
  }
  return { applied };
}

function inIdOrder(migrations: readonly Migration[]): Migration[] {
  const ids = new Set(migrations.map((migration) => migration.id));
  if (ids.size !== migrations.length) throw new Error('Two migrations share an id');
  return [...migrations].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

async function applyOnce(client: SqlClient, migration: Migration): Promise<boolean> {
  try {
    return await client.transaction(async (tx) => {
      // Held until this transaction ends; a second process waits here, then sees the row below.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await tx.exec(CREATE_MIGRATIONS_TABLE);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${migration.id} failed: ${reason}`, { cause: error });
  }
}
