import type { ContentLookup, ContentReadWindow, ContentRepository, StoredContentVersion } from '@stride/domain/content';
import { TtlCache } from '../../cache/ttl-cache.js';

/** Published lookups kept at once: every site's menu, footer, fragments, espots and pages, with room to spare. */
const MAX_ENTRIES = 2_000;

type ListQuery = Parameters<ContentRepository['listVisible']>[0];

/**
 * The content repository with its published reads kept in memory for `ttlMs`: every page render reads the menu, the
 * footer and its espot, and each read was a query and a schema check. Preview reads (drafts, a chosen date) always go
 * to the database. A write through this repository (an import, a schedule) forgets everything at once; a publish
 * window that opens or closes on its own shows up to `ttlMs` late, well inside the 60 s the published answers are
 * public for. A read that fails is not kept.
 * @example new CachedContentRepository(new PgContentRepository(sql), { ttlMs: 10_000, now: () => Date.now() })
 */
export class CachedContentRepository implements ContentRepository {
  private readonly found: TtlCache<string, Promise<StoredContentVersion | undefined>>;
  private readonly lists: TtlCache<string, Promise<StoredContentVersion[]>>;

  constructor(
    private readonly inner: ContentRepository,
    options: { readonly ttlMs: number; readonly now: () => number },
  ) {
    this.found = new TtlCache({ ttlMs: options.ttlMs, maxEntries: MAX_ENTRIES, now: options.now });
    this.lists = new TtlCache({ ttlMs: options.ttlMs, maxEntries: MAX_ENTRIES, now: options.now });
  }

  findVisible(lookup: ContentLookup, window: ContentReadWindow): Promise<StoredContentVersion | undefined> {
    if (window.mode !== 'published') return this.inner.findVisible(lookup, window);
    const key = JSON.stringify([lookup.kind, lookup.siteId ?? null, lookup.key, lookup.locale]);
    return this.kept(this.found, key, () => this.inner.findVisible(lookup, window));
  }

  listVisible(query: ListQuery, window: ContentReadWindow): Promise<StoredContentVersion[]> {
    if (window.mode !== 'published') return this.inner.listVisible(query, window);
    const key = JSON.stringify([query.kind, query.siteId, query.locale, query.parentPageSlug ?? null, query.keyPrefix ?? null]);
    return this.kept(this.lists, key, () => this.inner.listVisible(query, window));
  }

  async importVersions(...args: Parameters<ContentRepository['importVersions']>): ReturnType<ContentRepository['importVersions']> {
    try {
      return await this.inner.importVersions(...args);
    } finally {
      this.forget();
    }
  }

  async schedule(...args: Parameters<ContentRepository['schedule']>): ReturnType<ContentRepository['schedule']> {
    try {
      return await this.inner.schedule(...args);
    } finally {
      this.forget();
    }
  }

  latestVersions(): Promise<StoredContentVersion[]> {
    return this.inner.latestVersions();
  }

  latestVersion(id: string): Promise<StoredContentVersion | undefined> {
    return this.inner.latestVersion(id);
  }

  private kept<V>(cache: TtlCache<string, Promise<V>>, key: string, read: () => Promise<V>): Promise<V> {
    const known = cache.get(key);
    if (known !== undefined) return known;
    const reading = read();
    cache.set(key, reading);
    reading.catch(() => {
      if (cache.get(key) === reading) cache.delete(key);
    });
    return reading;
  }

  private forget(): void {
    this.found.clear();
    this.lists.clear();
  }
}
