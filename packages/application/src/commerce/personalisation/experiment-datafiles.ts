import { strideError, type StrideError } from '@stride/domain/errors';
import { buildExperimentProjectConfig, datafileSchema, type StoredDatafile } from '@stride/domain/experiments';
import { err, ok, type Result } from 'neverthrow';
import type { PersonalisationDeps } from './personalisation-deps.js';

/** The code of an SDK key without a datafile. */
export const DATAFILE_NOT_FOUND = 'EXP404';

/**
 * The stored datafile of an SDK key (the storefront's own when none is named); EXP404 when there is none.
 * @example (await findDatafile(deps, 'stride-demo'))._unsafeUnwrap().revision // 1
 */
export async function findDatafile(
  deps: Pick<PersonalisationDeps, 'datafiles' | 'sdkKey'>,
  sdkKey: string = deps.sdkKey,
): Promise<Result<StoredDatafile, StrideError>> {
  const stored = await deps.datafiles.find(sdkKey);
  return stored === null ? err(strideError(DATAFILE_NOT_FOUND, 'No experiment datafile for this SDK key.')) : ok(stored);
}

/** The ETag of a stored datafile: its SDK key and the store's revision. */
export function datafileEtag(stored: StoredDatafile): string {
  return `"${stored.sdkKey}-${stored.revision}"`;
}

/**
 * Imports a datafile: it must be a JSON object the decision functions read (version 2 to 4, audiences that parse);
 * it is stored whole (keys the store does not read are kept) under the next revision.
 */
export async function importDatafile(
  deps: Pick<PersonalisationDeps, 'datafiles' | 'now'>,
  sdkKey: string,
  raw: unknown,
): Promise<Result<StoredDatafile, StrideError>> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(sdkKey)) return err(strideError('EXP_DATAFILE_INVALID', 'The SDK key must be 1 to 64 letters, digits, _ or -.'));
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return err(strideError('EXP_DATAFILE_INVALID', 'The datafile must be a JSON object.'));
  const parsed = datafileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined || issue.path.length === 0 ? 'the datafile' : issue.path.map(String).join('.');
    return err(strideError('EXP_DATAFILE_INVALID', `Not an Optimizely datafile: ${where}: ${issue?.message ?? 'invalid'}`));
  }
  const config = buildExperimentProjectConfig(raw);
  if (config.isErr()) return err(strideError('EXP_DATAFILE_INVALID', config.error.message));
  return ok(await deps.datafiles.save(sdkKey, raw as Record<string, unknown>, deps.now()));
}
