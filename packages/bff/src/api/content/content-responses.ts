import { createHash } from 'node:crypto';
import { withoutNulls } from '@stride/application/commerce';
import type { ContentMode } from '@stride/application/storefront';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.js';

/** How long a shared cache may keep a published answer: editors see a publish within a minute. */
export const PUBLISHED_CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** A content answer as asked: its nulls dropped on removeNulls=true. */
export function contentAnswerAsAsked<T>(removeNulls: string | undefined, answer: T): T {
  return removeNulls === 'true' ? withoutNulls(answer) : answer;
}

/** A published answer is public, cacheable and carries an ETag (a matching If-None-Match is answered 304 by defineRoute); a preview answer stays no-store. */
export function markContentAnswer<T>(c: Context<AppEnv>, mode: ContentMode, finished: T): T {
  if (mode === 'published') {
    c.header('cache-control', PUBLISHED_CONTENT_CACHE_CONTROL);
    c.header('etag', `"${createHash('sha256').update(JSON.stringify(finished)).digest('base64url').slice(0, 27)}"`);
    c.header('vary', 'accept-encoding');
  }
  return finished;
}

/**
 * Finishes a content answer: nulls dropped on removeNulls=true; a published answer is public, cacheable and
 * carries an ETag (a matching If-None-Match is answered 304 by defineRoute); a preview answer stays no-store.
 */
export function finishContentAnswer<T>(c: Context<AppEnv>, mode: ContentMode, removeNulls: string | undefined, answer: T): T {
  return markContentAnswer(c, mode, contentAnswerAsAsked(removeNulls, answer));
}
