import { ContentPlaceConflictError, type ContentVersionDraft } from '@stride/domain/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_TEST_ENGINES, openCommerceTestDatabase } from '../../commerce-schema/commerce-test-database.fixture.js';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { PgContentRepository } from './pg-content-repository.js';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const page = (title: string, parentPageSlug?: string) => ({ title, parentPageSlug, sections: [] });
const draft = (overrides: Partial<ContentVersionDraft> = {}): ContentVersionDraft => ({
  id: 'en-us-help',
  kind: 'page',
  siteId: 'en-us',
  key: 'help',
  locale: 'en-US',
  publishAt: day(1),
  unpublishAt: null,
  content: page('Help'),
  ...overrides,
});
const editor = (now: Date) => ({ mode: 'new-version' as const, author: 'editor@stride.example', now });
const published = (at: Date) => ({ mode: 'published' as const, at });
const preview = (at: Date) => ({ mode: 'preview' as const, at });
const lookup = { kind: 'page' as const, siteId: 'en-us' as const, key: 'help', locale: 'en-US' };

describe.each(COMMERCE_TEST_ENGINES)('content repository on %s', (engine) => {
  let db: SqlClient;
  let repository: PgContentRepository;
  beforeAll(async () => {
    db = await openCommerceTestDatabase(engine);
    repository = new PgContentRepository(db);
  });
  afterAll(async () => {
    await db.close();
  });

  it('an import adds a version only when a document changed, and never overwrites one', async () => {
    expect(await repository.importVersions([draft()], editor(day(1)))).toEqual({ created: ['en-us-help'], versioned: [], unchanged: [] });
    expect(await repository.importVersions([draft()], editor(day(2)))).toEqual({ created: [], versioned: [], unchanged: ['en-us-help'] });
    expect(await repository.importVersions([draft({ content: page('Help centre') })], editor(day(3)))).toEqual({
      created: [],
      versioned: ['en-us-help'],
      unchanged: [],
    });
    const rows = await db.query<{ version: number; title: string }>(
      "SELECT version, content->>'title' AS title FROM content_versions WHERE document_id = 'en-us-help' ORDER BY version",
    );
    expect(rows).toEqual([
      { version: 1, title: 'Help' },
      { version: 2, title: 'Help centre' },
    ]);
  });

  it('serves the newest version whose window covers the time; preview also sees drafts, scheduled versions at its date', async () => {
    await repository.importVersions([draft({ id: 'en-us-returns', key: 'returns', content: page('Returns v1') })], editor(day(1)));
    await repository.importVersions([draft({ id: 'en-us-returns', key: 'returns', publishAt: day(10), content: page('Returns v2') })], editor(day(2)));
    await repository.importVersions([draft({ id: 'en-us-returns', key: 'returns', publishAt: null, content: page('Returns draft') })], editor(day(3)));
    const returns = { ...lookup, key: 'returns' };
    const title = (found: { content: unknown } | undefined) => (found?.content as { title?: string } | undefined)?.title;
    expect(title(await repository.findVisible(returns, published(day(5))))).toBe('Returns v1');
    expect(title(await repository.findVisible(returns, published(day(10))))).toBe('Returns v2');
    expect(title(await repository.findVisible(returns, preview(day(5))))).toBe('Returns draft');
    expect(title(await repository.findVisible(returns, published(new Date(Date.UTC(2025, 11, 31)))))).toBeUndefined();
  });

  it('stops serving a version after its unpublish time', async () => {
    await repository.importVersions([draft({ id: 'en-us-sale', key: 'sale', publishAt: day(1), unpublishAt: day(8) })], editor(day(1)));
    const sale = { ...lookup, key: 'sale' };
    expect(await repository.findVisible(sale, published(day(7)))).toMatchObject({ id: 'en-us-sale', version: 1 });
    expect(await repository.findVisible(sale, published(day(8)))).toBeUndefined();
    expect(await repository.findVisible(sale, preview(day(8)))).toBeUndefined();
  });

  it('picks the requested locale of a key, else the site one, and fragments across sites', async () => {
    await repository.importVersions(
      [
        draft({ id: 'frag-en', kind: 'fragment', key: 'size-help', locale: 'en-US', content: page('Size help') }),
        draft({ id: 'frag-fr', kind: 'fragment', siteId: 'fr-ca', key: 'size-help', locale: 'fr-CA', content: page('Aide tailles') }),
      ],
      editor(day(1)),
    );
    const fragment = { kind: 'fragment' as const, key: 'size-help' };
    expect((await repository.findVisible({ ...fragment, locale: 'fr-CA' }, published(day(2))))?.id).toBe('frag-fr');
    expect((await repository.findVisible({ ...fragment, locale: 'en-US' }, published(day(2))))?.id).toBe('frag-en');
    expect((await repository.findVisible({ ...fragment, locale: 'de-DE' }, published(day(2))))?.id).toBeDefined();
  });

  it('lists the visible children of a page, and documents by key prefix', async () => {
    await repository.importVersions(
      [
        draft({ id: 'c1', key: 'help/shipping', content: page('Shipping', 'help') }),
        draft({ id: 'c2', key: 'help/sizing', content: page('Sizing', 'help') }),
        draft({ id: 'c3', key: 'help/draft', publishAt: null, content: page('Draft', 'help') }),
      ],
      editor(day(1)),
    );
    const query = { kind: 'page' as const, siteId: 'en-us' as const, locale: 'en-US', parentPageSlug: 'help' };
    expect((await repository.listVisible(query, published(day(2)))).map((found) => found.key)).toEqual(['help/shipping', 'help/sizing']);
    expect((await repository.listVisible(query, preview(day(2)))).map((found) => found.key)).toEqual(['help/draft', 'help/shipping', 'help/sizing']);
    expect((await repository.listVisible({ kind: 'page', siteId: 'en-us', locale: 'en-US', keyPrefix: 'help/s' }, published(day(2)))).length).toBe(2);
  });

  it('an import is all or nothing: a failing document rolls back the ones before it', async () => {
    const clash = [draft({ id: 'atomic-1', key: 'atomic' }), draft({ id: 'atomic-2', key: 'atomic' })];
    await expect(repository.importVersions(clash, editor(day(1)))).rejects.toThrow(ContentPlaceConflictError);
    expect(await repository.latestVersion('atomic-1')).toBeUndefined();
    await repository.importVersions([draft({ id: 'placed', key: 'placed' })], editor(day(1)));
    await expect(repository.importVersions([draft({ id: 'placed', key: 'moved' })], editor(day(2)))).rejects.toThrow(ContentPlaceConflictError);
  });

  it('the demo top-up adds missing documents only, leaving an editor’s version alone', async () => {
    await repository.importVersions([draft({ id: 'en-us-topup', key: 'topup', content: page('Editor') })], editor(day(1)));
    const summary = await repository.importVersions(
      [draft({ id: 'en-us-topup', key: 'topup', content: page('Demo') }), draft({ id: 'en-us-new', key: 'new' })],
      { mode: 'missing-only', author: 'demo', now: day(2) },
    );
    expect(summary).toEqual({ created: ['en-us-new'], versioned: [], unchanged: ['en-us-topup'] });
    expect((await repository.latestVersion('en-us-topup'))?.content).toMatchObject({ title: 'Editor' });
  });

  it('publishing adds a version with the same content and the new window; an unknown id is undefined', async () => {
    await repository.importVersions([draft({ id: 'en-us-pub', key: 'pub', publishAt: null })], editor(day(1)));
    const scheduled = await repository.schedule('en-us-pub', { publishAt: day(4), unpublishAt: null }, { author: 'editor', now: day(2) });
    expect(scheduled).toMatchObject({ version: 2, publishAt: day(4), content: { title: 'Help', sections: [] } });
    expect(await repository.findVisible({ ...lookup, key: 'pub' }, published(day(4)))).toMatchObject({ version: 2 });
    expect(await repository.schedule('missing', { publishAt: day(4), unpublishAt: null }, { author: 'editor', now: day(2) })).toBeUndefined();
    expect((await repository.latestVersions()).map((found) => found.id)).toContain('en-us-pub');
  });
});
