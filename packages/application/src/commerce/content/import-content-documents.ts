import { err, ok, type Result } from 'neverthrow';
import {
  CONTENT_SITE_LOCALES,
  ContentPlaceConflictError,
  validateContentDocument,
  type ContentDocument,
  type ContentImportMode,
  type ContentImportSummary,
  type ContentRepository,
  type ContentVersionDraft,
} from '@stride/domain/content';

/** One document to import and where it came from (a file name), for the failure messages. */
export interface ContentSource {
  readonly source: string;
  readonly value: unknown;
}

/** A document refused, with the JSON path of its first failure. */
export interface ContentRefusal {
  readonly source: string;
  readonly path: string;
  readonly message: string;
}

/** Checks every document; the refusals name each failing document's first failure, and duplicates. */
export function validateContentSources(sources: readonly ContentSource[]): Result<ContentDocument[], ContentRefusal[]> {
  const refusals: ContentRefusal[] = [];
  const documents: ContentDocument[] = [];
  const ids = new Map<string, string>();
  const places = new Map<string, string>();
  for (const { source, value } of sources) {
    const checked = validateContentDocument(value);
    if (checked.isErr()) {
      refusals.push({ source, ...checked.error });
      continue;
    }
    const document = checked.value;
    const place = `${document.kind} ${document.siteId} ${document.key} ${localeOf(document)}`;
    const sameId = ids.get(document.id);
    const samePlace = places.get(place);
    if (sameId !== undefined) refusals.push({ source, path: '$.id', message: `The id ${document.id} is also used by ${sameId}.` });
    else if (samePlace !== undefined) refusals.push({ source, path: '$.key', message: `${samePlace} is already the ${place} document.` });
    ids.set(document.id, source);
    places.set(place, source);
    documents.push(document);
  }
  return refusals.length > 0 ? err(refusals) : ok(documents);
}

function localeOf(document: ContentDocument): string {
  return document.locale ?? CONTENT_SITE_LOCALES[document.siteId];
}

/** The version the store writes for a checked document. */
export function contentVersionDraft(document: ContentDocument): ContentVersionDraft {
  return {
    id: document.id,
    kind: document.kind,
    siteId: document.siteId,
    key: document.key,
    locale: localeOf(document),
    publishAt: document.publishAt == null ? null : new Date(document.publishAt),
    unpublishAt: document.unpublishAt == null ? null : new Date(document.unpublishAt),
    content: document.content,
  };
}

/**
 * Imports documents atomically: every one is checked first and nothing is written when one fails; then all are
 * written in one transaction, each changed document as a new version.
 */
export async function importContentDocuments(
  repository: ContentRepository,
  sources: readonly ContentSource[],
  options: { readonly mode: ContentImportMode; readonly author: string; readonly now: Date },
): Promise<Result<ContentImportSummary, ContentRefusal[]>> {
  const checked = validateContentSources(sources);
  if (checked.isErr()) return err(checked.error);
  try {
    return ok(await repository.importVersions(checked.value.map(contentVersionDraft), options));
  } catch (error) {
    if (!(error instanceof ContentPlaceConflictError)) throw error;
    const source = sources.find((entry) => (entry.value as { id?: unknown } | null)?.id === error.documentId)?.source ?? error.documentId;
    return err([{ source, path: '$.id', message: error.message }]);
  }
}
