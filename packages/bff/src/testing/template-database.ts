import { storageTemplate, type StorageTemplateKind } from '@stride/adapters-storage';

const building = new Map<StorageTemplateKind, Promise<Blob>>();

/**
 * The database an in-memory test server starts from, made once by the real migrations and demo seed and kept as a
 * PGlite snapshot under node_modules/.cache (`storageTemplate`): opening it takes under a second, where a new cluster
 * takes about 4 s and the demo seed about 5 s more (scrypt on every demo account).
 * @example const db = await PgliteSqlClient.open({ snapshot: await templateDatabase('demo') });
 */
export function templateDatabase(kind: StorageTemplateKind): Promise<Blob> {
  const known = building.get(kind) ?? storageTemplate(kind);
  building.set(kind, known);
  return known;
}
