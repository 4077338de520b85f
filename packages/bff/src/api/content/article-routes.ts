import { DEFAULT_CMS_ENVIRONMENT, contentAnswer, readArticleCards, readContentDocument } from '@stride/application/commerce';
import { apiRoutes } from '@stride/application/api-routes';
import { relatedArticleCards, searchArticles, type CmsPage } from '@stride/domain/content';
import { USER_PHOTO_LIMITS } from '@stride/domain/media';
import type { Hono } from 'hono';
import { err, ok } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import type { ContentDeps } from './content-deps.js';
import { finishContentAnswer } from './content-responses.js';
import { contentLocale } from './content-site.js';
import { contentReadWindow } from './preview-access.js';

/** A page of articles when the caller names no limit: the showcase call's default. */
const ARTICLE_SEARCH_DEFAULT_LIMIT = 12;

/**
 * Article search and one article (showcase pages of a document type), published to anyone and previewed by editors
 * like every canvas call; and the store's own shoppers' photos, approved ones only.
 */
export function registerArticleRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: ContentDeps): void {
  const logProblem = (problem: unknown) => deps.logger.error('stored content fails its schema', { problem });

  defineRoute(app, registry, apiRoutes.searchContentShowcase, async ({ params, query, principal, c }) => {
    const window = contentReadWindow({ mode: params.mode, query, principal, path: c.req.path, now: deps.now() }, deps.previewLinks);
    if (window.isErr()) return err(window.error);
    const place = { siteId: params.siteId, locale: contentLocale(params.siteId, query.locale), docType: params.docType };
    const cards = await readArticleCards(deps.repository, place, window.value, logProblem);
    const current = query.relatedTo === undefined ? undefined : cards.find((card) => card.id === query.relatedTo);
    const answer =
      query.relatedTo === undefined
        ? searchArticles(cards, { tagIds: query.tagId ?? [], limit: query.limit ?? ARTICLE_SEARCH_DEFAULT_LIMIT, offset: query.offset ?? 0 })
        : relatedAnswer(current === undefined ? [] : relatedArticleCards(current, cards));
    return ok(finishContentAnswer(c, params.mode, query.removeNulls, answer));
  });

  defineRoute(app, registry, apiRoutes.getContentShowcaseItem, async ({ params, query, principal, c }) => {
    const window = contentReadWindow({ mode: params.mode, query, principal, path: c.req.path, now: deps.now() }, deps.previewLinks);
    if (window.isErr()) return err(window.error);
    const lookup = {
      kind: 'showcase' as const,
      siteId: params.siteId,
      key: `${params.docType}/${params.slug}`,
      locale: contentLocale(params.siteId, query.locale),
    };
    const found = await readContentDocument(deps.repository, lookup, window.value, logProblem);
    if (found.isErr()) return err(found.error);
    const answer = contentAnswer<CmsPage>(found.value, params.mode, query.cmsEnvironment ?? DEFAULT_CMS_ENVIRONMENT);
    return ok(finishContentAnswer(c, params.mode, query.removeNulls, answer));
  });

  defineRoute(app, registry, apiRoutes.getUserPhotos, async ({ query }) => {
    const limit = query.limit ?? USER_PHOTO_LIMITS.galleryDefault;
    const offset = query.offset ?? 0;
    const page = await deps.userPhotos.listApproved({ ...(query.productId === undefined ? {} : { productId: query.productId }), limit, offset });
    const photos = page.photos.map((photo) => ({
      id: photo.id,
      productId: photo.productId,
      imageUrl: photo.imageUrl,
      caption: photo.caption,
      authorName: photo.authorName,
      createdAt: photo.createdAt.toISOString(),
    }));
    return ok({ photos, total: page.total, limit, offset });
  });
}

/** The related articles as a search answer: the cards, no facets, numFound their count. */
function relatedAnswer(related: ReturnType<typeof relatedArticleCards>) {
  return { result: related, facets: [], numFound: related.length };
}
