import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgliteSqlClient, runMigrations, scryptHashers, seedDemoData } from '@stride/adapters-storage';

/** What a template database holds: the migrated schema alone, or the schema and the demo data. */
export type TemplateKind = 'migrated' | 'demo';

// From src/testing or dist/testing alike: the repository's root is four folders up.
const root = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));
const CACHE_DIR = root('node_modules/.cache/stride-test-databases');
// What the template is made of: the migrations and the demo seed (storage) and the rules they draw on (domain).
const SOURCES = [root('packages/adapters-storage/dist'), root('packages/domain/dist'), root('node_modules/@electric-sql/pglite/package.json')];

const building = new Map<TemplateKind, Promise<Blob>>();

/**
 * The database an in-memory test server starts from, made once by the real migrations and demo seed and kept as a
 * PGlite snapshot under node_modules/.cache: opening it takes under a second, where a new cluster takes about 4 s
 * and the demo seed about 5 s more (scrypt on every demo account). The file's name is a hash of the storage and
 * domain builds and PGlite's version, so a change to a migration or to the seed makes a new one.
 * @example const db = await PgliteSqlClient.open({ snapshot: await templateDatabase('demo') });
 */
export function templateDatabase(kind: TemplateKind): Promise<Blob> {
  const known = building.get(kind) ?? loadOrBuild(kind);
  building.set(kind, known);
  return known;
}

async function loadOrBuild(kind: TemplateKind): Promise<Blob> {
  const file = join(CACHE_DIR, `${kind}-${await sourcesHash()}.tar`);
  const kept = await readFile(file).catch(() => undefined);
  if (kept !== undefined) return new Blob([kept]);
  const snapshot = await build(kind);
  await mkdir(CACHE_DIR, { recursive: true });
  // Two test processes may build at once: each writes its own file and the rename makes one whole file win.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await snapshot.arrayBuffer()));
  await rename(partial, file);
  return snapshot;
}

async function build(kind: TemplateKind): Promise<Blob> {
  const client = await PgliteSqlClient.open();
  try {
    await runMigrations(client);
    if (kind === 'demo') await seedDemoData(client, scryptHashers);
    return await client.snapshot();
  } finally {
    await client.close();
  }
}

async function sourcesHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of await filesUnder(source)) {
      hash.update(file);
      hash.update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function filesUnder(path: string): Promise<string[]> {
  if (!path.endsWith('dist')) return [path];
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
