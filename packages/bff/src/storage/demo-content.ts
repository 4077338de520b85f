import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgContentRepository, type SqlClient } from '@stride/adapters-storage';
import { importContentDocuments, type ContentSource } from '@stride/application/commerce';
import type { ContentImportSummary } from '@stride/domain/content';

/** The demo content shipped in the repository (content/demo), one JSON document per file. */
export const DEMO_CONTENT_DIR = fileURLToPath(new URL('../../../../content/demo/', import.meta.url));

async function readSources(folder: string): Promise<ContentSource[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.json')).map((entry) => join(entry.parentPath, entry.name));
  files.sort();
  return Promise.all(files.map(async (file) => ({ source: relative(folder, file), value: JSON.parse(await readFile(file, 'utf8')) as unknown })));
}

/**
 * Adds the demo content documents the store does not have yet, in one transaction; a document an editor has
 * changed is left alone. Throws when a demo file is invalid: the repository's content is checked by its tests.
 */
export async function topUpDemoContent(sql: SqlClient, now: Date, folder: string = DEMO_CONTENT_DIR): Promise<ContentImportSummary> {
  const sources = await readSources(folder);
  const imported = await importContentDocuments(new PgContentRepository(sql), sources, { mode: 'missing-only', author: 'demo', now });
  if (imported.isErr()) {
    const [first] = imported.error;
    throw new Error(`demo content refused: ${first?.source}: ${first?.path}: ${first?.message}`);
  }
  return imported.value;
}
