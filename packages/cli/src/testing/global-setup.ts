import { storageTemplate } from '@stride/adapters-storage';

/**
 * Vitest's global set-up for the CLI's files: the demo database template their bffs copy is made once before the
 * files run, not by the first bff of each worker within its hook's limit. A template already made is read.
 */
export default async function setup(): Promise<void> {
  await storageTemplate('demo');
}
