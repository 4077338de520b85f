import type { ContentDocument, ContentDocumentKind, ContentSiteId } from '../blocks/index.js';

/** One stored version of a content document, with its envelope. */
export interface StoredContentVersion {
  readonly id: string;
  readonly kind: ContentDocumentKind;
  readonly siteId: ContentSiteId;
  readonly key: string;
  readonly locale: string;
  readonly version: number;
  /** Null for a draft (seen only in preview). */
  readonly publishAt: Date | null;
  readonly unpublishAt: Date | null;
  readonly createdAt: Date;
  readonly createdBy: string;
  readonly content: ContentDocument['content'];
}

/** Which versions a read may see: the published ones at a time, or, in preview, drafts and scheduled ones too. */
export interface ContentReadWindow {
  readonly mode: 'published' | 'preview';
  readonly at: Date;
}

/** Where to look for one document; the locale picks among a key's languages (the site's own otherwise). */
export interface ContentLookup {
  readonly kind: ContentDocumentKind;
  /** Absent for fragments, which are shared by every site. */
  readonly siteId?: ContentSiteId;
  readonly key: string;
  readonly locale: string;
}

/** How an import treats documents that exist already. */
export type ContentImportMode =
  /** Each changed document gets a new version (an editor's import). */
  | 'new-version'
  /** Only documents that do not exist are added (the demo content's top-up, which never overrides an editor). */
  | 'missing-only';

/** What an import did, per document id. */
export interface ContentImportSummary {
  readonly created: readonly string[];
  readonly versioned: readonly string[];
  readonly unchanged: readonly string[];
}

/** A content document's envelope and new version, as the import writes it. */
export interface ContentVersionDraft {
  readonly id: string;
  readonly kind: ContentDocumentKind;
  readonly siteId: ContentSiteId;
  readonly key: string;
  readonly locale: string;
  readonly publishAt: Date | null;
  readonly unpublishAt: Date | null;
  readonly content: ContentDocument['content'];
}

/**
 * Thrown by an import whose document id names another place than the stored one, or whose place holds another id:
 * the transaction rolls back and the use case turns it into a refusal.
 */
export class ContentPlaceConflictError extends Error {
  constructor(
    readonly documentId: string,
    message: string,
  ) {
    super(message);
    this.name = 'ContentPlaceConflictError';
  }
}

/** The content store: versioned documents, never overwritten; each version has its own publish window. */
export interface ContentRepository {
  /** Writes every draft in one transaction (all or none) and says what changed. */
  importVersions(
    drafts: readonly ContentVersionDraft[],
    options: { readonly mode: ContentImportMode; readonly author: string; readonly now: Date },
  ): Promise<ContentImportSummary>;
  /** The newest version of one document visible in the window, or undefined. */
  findVisible(lookup: ContentLookup, window: ContentReadWindow): Promise<StoredContentVersion | undefined>;
  /** The newest visible version of every document of a kind and site whose content matches, ordered by key. */
  listVisible(
    query: {
      readonly kind: ContentDocumentKind;
      readonly siteId: ContentSiteId;
      readonly locale: string;
      readonly parentPageSlug?: string;
      readonly keyPrefix?: string;
    },
    window: ContentReadWindow,
  ): Promise<StoredContentVersion[]>;
  /** The newest version of every document (drafts included), ordered by id: what an export writes. */
  latestVersions(): Promise<StoredContentVersion[]>;
  /** The newest version of one document, or undefined. */
  latestVersion(id: string): Promise<StoredContentVersion | undefined>;
  /** Adds a version of a document with the same content as its newest and the given window; undefined when unknown. */
  schedule(
    id: string,
    window: { readonly publishAt: Date; readonly unpublishAt: Date | null },
    options: { readonly author: string; readonly now: Date },
  ): Promise<StoredContentVersion | undefined>;
}
