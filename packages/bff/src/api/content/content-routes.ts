import { DEFAULT_CMS_ENVIRONMENT, contentAnswer, espotSectionsOn, readContentDocument } from '@stride/application/commerce';
import { apiRoutes } from '@stride/application/api-routes';
import type { ContentMode, ContentQuery } from '@stride/application/storefront';
import type { CmsPage, ContentDocumentKind, ContentSiteId, EspotContent } from '@stride/domain/content';
import type { Context, Hono } from 'hono';
import { err, ok } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import type { Principal } from '../principal.js';
import type { ContentDeps } from './content-deps.js';
import { finishContentAnswer } from './content-responses.js';
import { contentLocale } from './content-site.js';
import { contentReadWindow } from './preview-access.js';

interface CanvasInput {
  readonly params: { readonly mode: ContentMode; readonly siteId?: ContentSiteId };
  readonly query: ContentQuery;
  readonly principal: Principal | undefined;
  readonly c: Context<AppEnv>;
}

/** Reads one document for a canvas call: who may see what, the newest visible version, its answer. */
async function serveDocument<C>(deps: ContentDeps, input: CanvasInput, kind: ContentDocumentKind, key: string) {
  const { params, query, c } = input;
  const window = contentReadWindow({ mode: params.mode, query, principal: input.principal, path: c.req.path, now: deps.now() }, deps.previewLinks);
  if (window.isErr()) return err(window.error);
  const lookup = { kind, key, locale: contentLocale(params.siteId, query.locale), ...(params.siteId === undefined ? {} : { siteId: params.siteId }) };
  const found = await readContentDocument(deps.repository, lookup, window.value, (problem) => deps.logger.error('stored content fails its schema', problem));
  if (found.isErr()) return err(found.error);
  const answer = contentAnswer<C>(found.value, params.mode, query.cmsEnvironment ?? DEFAULT_CMS_ENVIRONMENT);
  return ok(finishContentAnswer(c, params.mode, query.removeNulls, answer));
}

/** The content service's canvas calls (content section 7), published to anyone and previewed by editors. */
export function registerCanvasRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: ContentDeps): void {
  defineRoute(app, registry, apiRoutes.getContentAugmentedPage, (input) => serveDocument<CmsPage>(deps, input, 'augmentedpage', input.params.page));
  defineRoute(app, registry, apiRoutes.getContentCategory, (input) => serveDocument<CmsPage>(deps, input, 'category', input.params.categoryId));
  defineRoute(app, registry, apiRoutes.getContentSearch, (input) => serveDocument<CmsPage>(deps, input, 'search', input.params.searchType));
  defineRoute(app, registry, apiRoutes.getContentFooter, (input) => serveDocument(deps, input, 'footer', 'default'));
  defineRoute(app, registry, apiRoutes.getContentFragment, (input) => serveDocument<CmsPage>(deps, input, 'fragment', input.params.fragmentId));
  defineRoute(app, registry, apiRoutes.getContentMenu, (input) => serveDocument(deps, input, 'menu', 'default'));
  defineRoute(app, registry, apiRoutes.getContentPage, (input) => serveDocument<CmsPage>(deps, input, 'page', input.params.page));
  defineRoute(app, registry, apiRoutes.getContentPopups, (input) => serveDocument(deps, input, 'popups', 'default'));
  defineRoute(app, registry, apiRoutes.getContentProduct, (input) => serveDocument<CmsPage>(deps, input, 'product', input.params.productId));

  defineRoute(app, registry, apiRoutes.getContentChildren, async ({ params, query, principal, c }) => {
    const window = contentReadWindow({ mode: params.mode, query, principal, path: c.req.path, now: deps.now() }, deps.previewLinks);
    if (window.isErr()) return err(window.error);
    const locale = contentLocale(params.siteId, query.locale);
    const found = await deps.repository.listVisible({ kind: 'page', siteId: params.siteId, locale, parentPageSlug: params.parentPageSlug }, window.value);
    const children = found.map((child) => {
      const page = child.content as CmsPage;
      return {
        id: child.id,
        key: child.key,
        title: page.title ?? null,
        metadata: page.metadata ?? null,
        version: child.version,
        publishAt: child.publishAt?.toISOString() ?? null,
      };
    });
    return ok(
      finishContentAnswer(c, params.mode, query.removeNulls, { parentPageSlug: params.parentPageSlug, siteId: params.siteId, mode: params.mode, children }),
    );
  });

  defineRoute(app, registry, apiRoutes.getContentShowcase, async ({ params, query, principal, c }) => {
    const window = contentReadWindow({ mode: params.mode, query, principal, path: c.req.path, now: deps.now() }, deps.previewLinks);
    if (window.isErr()) return err(window.error);
    const locale = contentLocale(params.siteId, query.locale);
    const all = await deps.repository.listVisible({ kind: 'showcase', siteId: params.siteId, locale, keyPrefix: `${params.docType}/` }, window.value);
    const matching = all.filter((doc) => query.layoutVariant === undefined || (doc.content as CmsPage).layoutVariant === query.layoutVariant);
    const limit = query.limit ?? 12;
    const offset = query.offset ?? 0;
    const environment = query.cmsEnvironment ?? DEFAULT_CMS_ENVIRONMENT;
    const items = matching.slice(offset, offset + limit).map((doc) => contentAnswer<CmsPage>(doc, params.mode, environment));
    const answer = { docType: params.docType, layoutVariant: query.layoutVariant ?? null, limit, offset, total: matching.length, items };
    return ok(finishContentAnswer(c, params.mode, query.removeNulls, answer));
  });

  defineRoute(app, registry, apiRoutes.getContentEspot, async ({ params, query, principal, c }) => {
    const window = contentReadWindow({ mode: params.mode, query, principal, path: c.req.path, now: deps.now() }, deps.previewLinks);
    if (window.isErr()) return err(window.error);
    const lookup = { kind: 'espot' as const, siteId: params.siteId, key: params.espot, locale: contentLocale(params.siteId, query.locale) };
    const found = await readContentDocument(deps.repository, lookup, window.value, (problem) => deps.logger.error('stored content fails its schema', problem));
    if (found.isErr()) return err(found.error);
    const route = query.route ?? '/';
    const sections = espotSectionsOn(found.value.content as EspotContent, route);
    return ok(finishContentAnswer(c, params.mode, query.removeNulls, { espot: params.espot, siteId: params.siteId, route, mode: params.mode, sections }));
  });
}
