import { templateDatabase } from './template-database.js';

/**
 * Vitest's global set-up for the bff's files: the database templates their test servers copy (migrated, and with the
 * demo data) are made once before the files run, instead of by the first server of each worker at once, within that
 * file's hook limit. A template already made for this code is read, not made again.
 */
export default async function setup(): Promise<void> {
  await templateDatabase('migrated');
  await templateDatabase('demo');
}
