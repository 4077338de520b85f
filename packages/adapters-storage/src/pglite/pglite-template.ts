import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PgliteSqlClient } from './pglite-sql-client.js';

export interface PgliteTemplateOptions {
  /** The folder the snapshot files are kept in (created if missing). */
  readonly dir: string;
  /** The template's name, the start of its file name. */
  readonly name: string;
  /** Everything that decides the template's content (migrations' SQL, seed code): a change to any makes a new file. */
  readonly inputs: readonly (string | Uint8Array)[];
  /** Fills a new in-memory database with the template's content. */
  readonly make: (client: PgliteSqlClient) => Promise<void>;
}

// A snapshot opens only in the PGlite that wrote it: its version is part of every template's name.
const PGLITE_PACKAGE = new URL('../../../../node_modules/@electric-sql/pglite/package.json', import.meta.url);

/**
 * A database many tests start from, made once and kept as a PGlite snapshot file: `PgliteSqlClient.open({ snapshot })`
 * opens a copy in under a second, where a new cluster takes about 4 s before any migration runs. The file is named by
 * a hash of `inputs` and PGlite's version, so a changed migration or seed is never served from an old file; two
 * processes making the same template at once each write their own file, and a rename makes one whole file win.
 * @example const snapshot = await pgliteTemplate({ dir, name: 'migrated', inputs: migrations.map((m) => m.sql), make: (c) => runMigrations(c).then(() => {}) });
 */
export async function pgliteTemplate(options: PgliteTemplateOptions): Promise<Blob> {
  const hash = createHash('sha256');
  hash.update(await readFile(PGLITE_PACKAGE).catch(() => new Uint8Array()));
  for (const input of options.inputs) hash.update(input);
  const file = join(options.dir, `${options.name}-${hash.digest('hex').slice(0, 16)}.tar`);
  const kept = await readFile(file).catch(() => undefined);
  if (kept !== undefined) return new Blob([kept]);
  const client = await PgliteSqlClient.open();
  let snapshot: Blob;
  try {
    await options.make(client);
    snapshot = await client.snapshot();
  } finally {
    await client.close();
  }
  await mkdir(options.dir, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await snapshot.arrayBuffer()));
  await rename(partial, file);
  return snapshot;
}
