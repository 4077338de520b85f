import {
  ContentPlaceConflictError,
  type ContentDocumentKind,
  type ContentImportMode,
  type ContentImportSummary,
  type ContentLookup,
  type ContentReadWindow,
  type ContentRepository,
  type ContentSiteId,
  type ContentVersionDraft,
  type StoredContentVersion,
} from '@stride/domain/content';
import type { SqlClient, SqlRow } from '../../sql/sql-client.port.js';

interface VersionRow extends SqlRow {
  id: string;
  kind: ContentDocumentKind;
  site_id: ContentSiteId;
  key: string;
  locale: string;
  version: number;
  publish_at: Date | null;
  unpublish_at: Date | null;
  created_at: Date;
  created_by: string;
  content: StoredContentVersion['content'];
}

const COLUMNS = 'd.id, d.kind, d.site_id, d.key, d.locale, v.version, v.publish_at, v.unpublish_at, v.created_at, v.created_by, v.content';

/** The newest version of document d visible in the window ($1 the time, $2 true for preview). */
const VISIBLE_VERSION = `
  JOIN LATERAL (
    SELECT * FROM content_versions v
     WHERE v.document_id = d.id
       AND ((v.publish_at IS NOT NULL AND v.publish_at <= $1) OR ($2 AND v.publish_at IS NULL))
       AND (v.unpublish_at IS NULL OR v.unpublish_at > $1)
     ORDER BY v.version DESC
     LIMIT 1
  ) v ON true`;

const LATEST_VERSION = `
  JOIN LATERAL (SELECT * FROM content_versions v WHERE v.document_id = d.id ORDER BY v.version DESC LIMIT 1) v ON true`;

function toVersion(row: VersionRow): StoredContentVersion {
  return {
    id: row.id,
    kind: row.kind,
    siteId: row.site_id,
    key: row.key,
    locale: row.locale,
    version: row.version,
    publishAt: row.publish_at,
    unpublishAt: row.unpublish_at,
    createdAt: row.created_at,
    createdBy: row.created_by,
    content: row.content,
  };
}

const sameTime = (a: Date | null, b: Date | null): boolean => (a === null ? b === null : b !== null && a.getTime() === b.getTime());

/** Content's JSON compared by value, whatever order jsonb gave the keys back in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function isUnchanged(latest: StoredContentVersion, draft: ContentVersionDraft): boolean {
  return (
    sameTime(latest.publishAt, draft.publishAt) &&
    sameTime(latest.unpublishAt, draft.unpublishAt) &&
    canonicalJson(latest.content) === canonicalJson(draft.content)
  );
}

/** Content documents and their versions in PostgreSQL (PGlite or a server). */
export class PgContentRepository implements ContentRepository {
  constructor(private readonly sql: SqlClient) {}

  async importVersions(
    drafts: readonly ContentVersionDraft[],
    options: { readonly mode: ContentImportMode; readonly author: string; readonly now: Date },
  ): Promise<ContentImportSummary> {
    return this.sql.transaction(async (tx) => {
      const created: string[] = [];
      const versioned: string[] = [];
      const unchanged: string[] = [];
      for (const draft of drafts) {
        const latest = await latestOf(tx, draft.id);
        if (latest === undefined) {
          const holder = await tx.query<{ id: string }>('SELECT id FROM content_documents WHERE kind = $1 AND site_id = $2 AND key = $3 AND locale = $4', [
            draft.kind,
            draft.siteId,
            draft.key,
            draft.locale,
          ]);
          if (holder[0] !== undefined) {
            throw new ContentPlaceConflictError(
              draft.id,
              `${holder[0].id} is already the ${draft.kind} ${draft.siteId} ${draft.key} (${draft.locale}) document; import it under that id.`,
            );
          }
          await tx.query('INSERT INTO content_documents (id, kind, site_id, key, locale, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
            draft.id,
            draft.kind,
            draft.siteId,
            draft.key,
            draft.locale,
            options.now,
          ]);
          await insertVersion(tx, draft, 1, options);
          created.push(draft.id);
        } else if (latest.kind !== draft.kind || latest.siteId !== draft.siteId || latest.key !== draft.key || latest.locale !== draft.locale) {
          throw new ContentPlaceConflictError(draft.id, `${draft.id} exists as another kind, site, key or locale; give the new document another id.`);
        } else if (options.mode === 'missing-only' || isUnchanged(latest, draft)) {
          unchanged.push(draft.id);
        } else {
          await insertVersion(tx, draft, latest.version + 1, options);
          versioned.push(draft.id);
        }
      }
      return { created, versioned, unchanged };
    });
  }

  async findVisible(lookup: ContentLookup, window: ContentReadWindow): Promise<StoredContentVersion | undefined> {
    const params: unknown[] = [window.at, window.mode === 'preview', lookup.kind, lookup.key, lookup.locale];
    const site = lookup.siteId === undefined ? '' : 'AND d.site_id = $6';
    if (lookup.siteId !== undefined) params.push(lookup.siteId);
    const rows = await this.sql.query<VersionRow>(
      `SELECT ${COLUMNS} FROM content_documents d ${VISIBLE_VERSION}
        WHERE d.kind = $3 AND d.key = $4 ${site}
        ORDER BY (d.locale = $5) DESC, d.locale LIMIT 1`,
      params,
    );
    return rows[0] === undefined ? undefined : toVersion(rows[0]);
  }

  async listVisible(
    query: {
      readonly kind: ContentDocumentKind;
      readonly siteId: ContentSiteId;
      readonly locale: string;
      readonly parentPageSlug?: string;
      readonly keyPrefix?: string;
    },
    window: ContentReadWindow,
  ): Promise<StoredContentVersion[]> {
    const rows = await this.sql.query<VersionRow>(
      `SELECT DISTINCT ON (d.key) ${COLUMNS} FROM content_documents d ${VISIBLE_VERSION}
        WHERE d.kind = $3 AND d.site_id = $4
          AND ($5::text IS NULL OR v.content->>'parentPageSlug' = $5)
          AND ($6::text IS NULL OR left(d.key, length($6)) = $6)
        ORDER BY d.key, (d.locale = $7) DESC, d.locale`,
      [window.at, window.mode === 'preview', query.kind, query.siteId, query.parentPageSlug ?? null, query.keyPrefix ?? null, query.locale],
    );
    return rows.map(toVersion);
  }

  async latestVersions(): Promise<StoredContentVersion[]> {
    const rows = await this.sql.query<VersionRow>(`SELECT ${COLUMNS} FROM content_documents d ${LATEST_VERSION} ORDER BY d.id`);
    return rows.map(toVersion);
  }

  async latestVersion(id: string): Promise<StoredContentVersion | undefined> {
    return latestOf(this.sql, id);
  }

  async schedule(
    id: string,
    window: { readonly publishAt: Date; readonly unpublishAt: Date | null },
    options: { readonly author: string; readonly now: Date },
  ): Promise<StoredContentVersion | undefined> {
    return this.sql.transaction(async (tx) => {
      // The row lock keeps two editors' publishes from taking the same version number.
      const locked = await tx.query('SELECT id FROM content_documents WHERE id = $1 FOR UPDATE', [id]);
      if (locked.length === 0) return undefined;
      const latest = await latestOf(tx, id);
      if (latest === undefined) return undefined;
      await insertVersion(tx, { ...latest, ...window }, latest.version + 1, options);
      return latestOf(tx, id);
    });
  }
}

async function latestOf(sql: SqlClient, id: string): Promise<StoredContentVersion | undefined> {
  const rows = await sql.query<VersionRow>(`SELECT ${COLUMNS} FROM content_documents d ${LATEST_VERSION} WHERE d.id = $1`, [id]);
  return rows[0] === undefined ? undefined : toVersion(rows[0]);
}

async function insertVersion(
  sql: SqlClient,
  draft: Pick<ContentVersionDraft, 'id' | 'content' | 'publishAt' | 'unpublishAt'>,
  version: number,
  options: { readonly author: string; readonly now: Date },
): Promise<void> {
  await sql.query(
    'INSERT INTO content_versions (document_id, version, content, publish_at, unpublish_at, created_at, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [draft.id, version, JSON.stringify(draft.content), draft.publishAt, draft.unpublishAt, options.now, options.author],
  );
}
