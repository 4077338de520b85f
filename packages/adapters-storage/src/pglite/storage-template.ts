import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scryptHashers } from '../demo/scrypt-hasher.js';
import { seedDemoData } from '../demo/seed-demo-data.js';
import { runMigrations } from '../migrations/run-migrations.js';
import { pgliteTemplate } from './pglite-template.js';

/** What a storage template holds: the migrated schema alone, or the schema and the demo data. */
export type StorageTemplateKind = 'migrated' | 'demo';

// This package's code (src or dist, whichever runs) and the domain's build, which the demo seed draws on.
const SOURCES = [fileURLToPath(new URL('../', import.meta.url)), fileURLToPath(new URL('../../../domain/dist/', import.meta.url))];

/** The repository's node_modules/.cache, four folders up from this file in src/pglite or dist/pglite. */
export const STORAGE_TEMPLATE_DIR = fileURLToPath(new URL('../../../../node_modules/.cache/stride-test-databases', import.meta.url));

/**
 * The database test stores start from: Stride's migrations, and with `demo` the demo seed, run once into a PGlite
 * template kept in `dir` (see `pgliteTemplate`). Its name is a hash of this package's code and the domain's build,
 * so a changed migration or seed makes a new one.
 * @example const db = await PgliteSqlClient.open({ snapshot: await storageTemplate('demo') });
 */
export async function storageTemplate(kind: StorageTemplateKind, dir: string = STORAGE_TEMPLATE_DIR): Promise<Blob> {
  return pgliteTemplate({
    dir,
    name: `storage-${kind}`,
    inputs: await codeFiles(),
    make: async (client) => {
      await runMigrations(client);
      if (kind === 'demo') await seedDemoData(client, scryptHashers);
    },
  });
}

/** The path and bytes of every code file of the sources, in a stable order. */
async function codeFiles(): Promise<(string | Uint8Array)[]> {
  const inputs: (string | Uint8Array)[] = [];
  for (const dir of SOURCES) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    const files = entries
      .filter((entry) => entry.isFile() && /\.(js|ts)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) inputs.push(file.slice(dir.length), await readFile(file));
  }
  return inputs;
}
