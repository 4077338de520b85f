import { DEFAULT_CMS_ENVIRONMENT, contentAnswer, espotSectionsOn, readContentDocument } from '@stride/application/commerce';
import { apiRoutes, type RouteDefinition } from '@stride/application/api-routes';
import { routePath } from '@stride/adapters-http/browser';
import type { ContentMode, ContentQuery, contentQuerySchema } from '@stride/application/storefront';
import type { CmsPage, ContentDocumentKind, ContentSiteId, EspotContent } from '@stride/domain/content';
import type { Hono } from 'hono';
import { err, ok } from 'neverthrow';
import { strideError } from '@stride/domain/errors';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import type { PublicReads } from '../public-reads.js';
import type { z } from 'zod';
import type { Principal } from '../principal.js';
import type { ContentDeps } from './content-deps.js';
import { contentAnswerAsAsked, finishContentAnswer, markContentAnswer } from './content-responses.js';
import { contentLocale } from './content-site.js';
import { contentReadWindow } from './preview-access.js';

interface CanvasInput {
  readonly params: { readonly mode: ContentMode; readonly siteId?: ContentSiteId };
  readonly query: ContentQuery;
  readonly principal: Principal | undefined;
  /** The request's path, which a signed preview link covers. */
  readonly path: string;
}

/** Reads one document for a canvas call: who may see what, the newest visible version, its answer as asked. */
async function readDocument<C>(deps: ContentDeps, input: CanvasInput, kind: ContentDocumentKind, key: string) {
  const { params, query } = input;
  const window = contentReadWindow({ mode: params.mode, query, principal: input.principal, path: input.path, now: deps.now() }, deps.previewLinks);
  if (window.isErr()) return err(window.error);
  const lookup = { kind, key, locale: contentLocale(params.siteId, query.locale), ...(params.siteId === undefined ? {} : { siteId: params.siteId }) };
  const found = await readContentDocument(deps.repository, lookup, window.value, (problem) => deps.logger.error('stored content fails its schema', problem));
  if (found.isErr()) return err(found.error);
  return ok(contentAnswerAsAsked(query.removeNulls, contentAnswer<C>(found.value, params.mode, query.cmsEnvironment ?? DEFAULT_CMS_ENVIRONMENT)));
}

type CanvasDocumentRoute = RouteDefinition<undefined, typeof contentQuerySchema, z.ZodType<CanvasInput['params']>, z.ZodType, undefined>;

/**
 * Serves one kind of document at its canvas route: over HTTP with its cache headers, and for a server render as a
 * public read while published (the same for whoever asks; a preview needs the caller's token or link, so over HTTP).
 */
function serveDocuments<D extends CanvasDocumentRoute>(
  app: Hono<AppEnv>,
  registry: OpenApiRegistry,
  reads: PublicReads,
  deps: ContentDeps,
  def: D,
  kind: ContentDocumentKind,
  key: (params: z.output<D['params']>) => string,
): void {
  const keyOf = (params: CanvasInput['params']) => key(params as z.output<D['params']>);
  defineRoute(app, registry, def, async ({ params, query, principal, c }) =>
    (await readDocument(deps, { params, query, principal, path: c.req.path }, kind, keyOf(params))).map((answer) => markContentAnswer(c, params.mode, answer)),
  );
  reads.add(
    def,
    async ({ params, query }) =>
      readDocument(deps, { params, query, principal: undefined, path: routePath(def.path, params) ?? def.path }, kind, keyOf(params)),
    (params) => params.mode === 'published',
  );
}

/** The content service's canvas calls (content section 7), published to anyone and previewed by editors; the published documents are public reads. */
export function registerCanvasRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: ContentDeps, reads: PublicReads): void {
  const documents = <D extends CanvasDocumentRoute>(def: D, kind: ContentDocumentKind, key: (params: z.output<D['params']>) => string) =>
    serveDocuments(app, registry, reads, deps, def, kind, key);
  documents(apiRoutes.getContentAugmentedPage, 'augmentedpage', (params) => params.page);
  documents(apiRoutes.getContentCategory, 'category', (params) => params.categoryId);
  documents(apiRoutes.getContentSearch, 'search', (params) => params.searchType);
  documents(apiRoutes.getContentFooter, 'footer', () => 'default');
  documents(apiRoutes.getContentFragment, 'fragment', (params) => params.fragmentId);
  documents(apiRoutes.getContentMenu, 'menu', () => 'default');
  documents(apiRoutes.getContentPage, 'page', (params) => params.page);
  documents(apiRoutes.getContentPopups, 'popups', () => 'default');
  documents(apiRoutes.getContentProduct, 'product', (params) => params.productId);

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

  // The spec's message for a showcase asked for without its document type (account section 8).
  defineRoute(app, registry, apiRoutes.getContentShowcaseWithoutDocType, async () => err(strideError('ATTR300', 'Doc type is required')));

  defineRoute(app, registry, apiRoutes.getContentEspot, async ({ params, query, principal, c }) =>
    (await readEspot(deps, { params, query, principal, path: c.req.path })).map((answer) => markContentAnswer(c, params.mode, answer)),
  );
  // A product, list or search page's server render reads its espots without HTTP while published, like the documents.
  reads.add(
    apiRoutes.getContentEspot,
    async ({ params, query }) => readEspot(deps, { params, query, principal: undefined, path: routePath(apiRoutes.getContentEspot.path, params) ?? '' }),
    (params) => params.mode === 'published',
  );
}

type EspotInput = Omit<CanvasInput, 'params' | 'query'> & {
  readonly params: z.output<typeof apiRoutes.getContentEspot.params>;
  readonly query: z.output<typeof apiRoutes.getContentEspot.query>;
};

/** `/{mode}/caas/v1/canvas/espot/{siteId}/{espot}?route=`: the espot's sections that apply to the route ('*' and '**' inherited), as asked. */
async function readEspot(deps: ContentDeps, input: EspotInput) {
  const { params, query } = input;
  const window = contentReadWindow({ mode: params.mode, query, principal: input.principal, path: input.path, now: deps.now() }, deps.previewLinks);
  if (window.isErr()) return err(window.error);
  const lookup = { kind: 'espot' as const, siteId: params.siteId, key: params.espot, locale: contentLocale(params.siteId, query.locale) };
  const found = await readContentDocument(deps.repository, lookup, window.value, (problem) => deps.logger.error('stored content fails its schema', problem));
  if (found.isErr()) return err(found.error);
  const route = query.route ?? '/';
  const sections = espotSectionsOn(found.value.content as EspotContent, route);
  return ok(contentAnswerAsAsked(query.removeNulls, { espot: params.espot, siteId: params.siteId, route, mode: params.mode, sections }));
}
