import type { StoredContentVersion } from '@stride/domain/content';
import type { ContentMode } from '../../api-contract/content.contract.js';

/** The environment name the store answers with: it keeps one content environment. */
export const DEFAULT_CMS_ENVIRONMENT = 'production';

/**
 * The answer of a content call for one stored version: its envelope and content. The one mapper of content answers.
 * @example contentAnswer(version, 'published', 'production').version // 3
 */
export function contentAnswer<C>(version: StoredContentVersion, mode: ContentMode, cmsEnvironment: string) {
  return {
    id: version.id,
    kind: version.kind,
    siteId: version.siteId,
    key: version.key,
    locale: version.locale,
    version: version.version,
    publishAt: version.publishAt?.toISOString() ?? null,
    unpublishAt: version.unpublishAt?.toISOString() ?? null,
    updatedAt: version.createdAt.toISOString(),
    mode,
    cmsEnvironment,
    content: version.content as C,
  };
}

/**
 * A copy of a JSON value without its null fields, at every depth (removeNulls=true); nulls inside arrays stay, so
 * positions do not shift.
 * @example withoutNulls({ a: null, b: { c: null, d: 1 } }) // { b: { d: 1 } }
 */
export function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutNulls(item)) as T;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== null);
    return Object.fromEntries(entries.map(([key, item]) => [key, withoutNulls(item)])) as T;
  }
  return value;
}
