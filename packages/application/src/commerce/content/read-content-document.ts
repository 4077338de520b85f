import { err, ok, type Result } from 'neverthrow';
import { contentSchemaFor, type ContentLookup, type ContentReadWindow, type ContentRepository, type StoredContentVersion } from '@stride/domain/content';
import { strideError, type StrideError } from '@stride/domain/errors';

/** What reading a document found wrong in the store, for the caller's log. */
export type ContentReadProblem = (problem: { readonly id: string; readonly version: number; readonly message: string }) => void;

/**
 * The newest version of a document visible in the window, checked against its kind's schema on the way out: a
 * stored version that no longer passes is reported and answered as missing, so a page never renders half a block.
 */
export async function readContentDocument(
  repository: ContentRepository,
  lookup: ContentLookup,
  window: ContentReadWindow,
  onProblem: ContentReadProblem,
): Promise<Result<StoredContentVersion, StrideError>> {
  const found = await repository.findVisible(lookup, window);
  if (found === undefined) return err(notFound(lookup));
  const known = checkedVersions.get(found);
  if (known !== undefined) return known;
  const checked = contentSchemaFor(found.kind).safeParse(found.content);
  if (!checked.success) {
    onProblem({ id: found.id, version: found.version, message: checked.error.issues[0]?.message ?? 'invalid' });
    return err(notFound(lookup));
  }
  const read = ok({ ...found, content: checked.data });
  checkedVersions.set(found, read);
  return read;
}

// A repository that keeps its reads (the bff's, for published documents) hands the same version object to every
// page render: its schema check is made once and kept as long as the object lives. A version that fails is checked
// (and reported) every time.
const checkedVersions = new WeakMap<StoredContentVersion, Result<StoredContentVersion, StrideError>>();

function notFound(lookup: ContentLookup): StrideError {
  const where = lookup.siteId === undefined ? lookup.key : `${lookup.siteId}/${lookup.key}`;
  return strideError('CNT404', `No ${lookup.kind} content ${where} is published.`);
}
