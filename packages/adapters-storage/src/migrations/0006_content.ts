import type { Migration } from './migration.js';

/**
 * Content documents (pages, menus, footers, pop-ups, espots...) and their versions. A document is one
 * (kind, site, key, locale); every import or edit adds a version and none is overwritten, so the
 * history of a page stays readable. Each version carries its own publish window: a version without
 * publish_at is a draft, seen only in preview.
 */
export const migration0006Content: Migration = {
  id: '0006_content',
  sql: `
    CREATE TABLE content_documents (
      id          text PRIMARY KEY,
      kind        text NOT NULL CHECK (kind IN ('page', 'augmentedpage', 'category', 'search', 'footer', 'fragment', 'menu', 'children', 'popups', 'product', 'showcase', 'espot')),
      site_id     text NOT NULL CHECK (site_id IN ('en-us', 'en-ca', 'fr-ca', 'en-gb')),
      key         text NOT NULL,
      locale      text NOT NULL,
      created_at  timestamptz NOT NULL,
      CONSTRAINT content_documents_one_per_place UNIQUE (kind, site_id, key, locale)
    );
    CREATE INDEX content_documents_by_kind_key ON content_documents (kind, key);

    CREATE TABLE content_versions (
      document_id   text NOT NULL REFERENCES content_documents (id),
      version       integer NOT NULL CHECK (version > 0),
      content       jsonb NOT NULL,
      publish_at    timestamptz,
      unpublish_at  timestamptz,
      created_at    timestamptz NOT NULL,
      created_by    text NOT NULL,
      PRIMARY KEY (document_id, version),
      CONSTRAINT content_versions_window CHECK (publish_at IS NULL OR unpublish_at IS NULL OR unpublish_at > publish_at)
    );
  `,
};
