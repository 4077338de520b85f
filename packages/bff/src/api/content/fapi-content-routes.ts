import { DEFAULT_CMS_ENVIRONMENT, contentAnswer, readContentDocument } from '@stride/application/commerce';
import { apiRoutes } from '@stride/application/api-routes';
import { CONTENT_SITE_IDS, CONTENT_SITE_LOCALES, type CmsPage, type ContentDocumentKind, type ContentSiteId } from '@stride/domain/content';
import type { Hono } from 'hono';
import { err, ok } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import type { ContentDeps } from './content-deps.js';
import { contentLocale, siteOfLocale } from './content-site.js';

/** Each site's name in its own language, for the location selector. */
const SITE_NAMES: Readonly<Record<ContentSiteId, string>> = {
  'en-us': 'United States (English)',
  'en-ca': 'Canada (English)',
  'fr-ca': 'Canada (français)',
  'en-gb': 'United Kingdom (English)',
};

/** The fragment ids of the fapi components: one fragment per site, keyed `<component>`. */
const COMPONENT_FRAGMENTS = {
  collections: 'collections',
  compare: 'compare',
  footSizes: 'foot-sizes',
  searchHub: 'search-hub',
  utility: 'utility',
} as const;

/** The fragment of a product type's size chart: `size-chart-footwear`, `size-chart-apparel`. */
export const sizeChartFragment = (productType: string): string => `size-chart-${productType}`;

/**
 * The storefront's own content calls (`/fapi/components/*`, `/fapi/pages/*`): published content of the site the
 * query names (or the locale's), public and cached for a minute.
 */
export function registerFapiContentRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: ContentDeps): void {
  const published = async <C>(
    kind: ContentDocumentKind,
    key: string,
    query: { readonly siteId?: ContentSiteId | undefined; readonly locale?: string | undefined },
  ) => {
    const siteId = query.siteId ?? siteOfLocale(query.locale);
    const lookup = { kind, siteId, key, locale: contentLocale(siteId, query.locale) };
    const found = await readContentDocument(deps.repository, lookup, { mode: 'published', at: deps.now() }, (problem) =>
      deps.logger.error('stored content fails its schema', problem),
    );
    return found.isErr() ? err(found.error) : ok(contentAnswer<C>(found.value, 'published', DEFAULT_CMS_ENVIRONMENT));
  };

  defineRoute(app, registry, apiRoutes.getFapiCollectionsComponent, ({ query }) => published<CmsPage>('fragment', COMPONENT_FRAGMENTS.collections, query));
  defineRoute(app, registry, apiRoutes.getFapiFooterComponent, ({ query }) => published('footer', 'default', query));
  defineRoute(app, registry, apiRoutes.getFapiSearchHubComponent, ({ query }) => published<CmsPage>('fragment', COMPONENT_FRAGMENTS.searchHub, query));
  defineRoute(app, registry, apiRoutes.getFapiCompareComponent, ({ query }) => published<CmsPage>('fragment', COMPONENT_FRAGMENTS.compare, query));
  defineRoute(app, registry, apiRoutes.getFapiFootSizesComponent, ({ query }) => published<CmsPage>('fragment', COMPONENT_FRAGMENTS.footSizes, query));
  defineRoute(app, registry, apiRoutes.getFapiSizeChartComponent, ({ params, query }) =>
    published<CmsPage>('fragment', sizeChartFragment(params.productType), query),
  );
  defineRoute(app, registry, apiRoutes.getFapiUtilityComponent, ({ query }) => published<CmsPage>('fragment', COMPONENT_FRAGMENTS.utility, query));
  // Before /fapi/pages/:page, which would otherwise take "location-selector" as a page slug.
  defineRoute(app, registry, apiRoutes.getLocationSelectorPage, async ({ query }) => {
    const current = query.siteId ?? siteOfLocale(query.locale);
    const sites = CONTENT_SITE_IDS.map((siteId) => ({
      siteId,
      locale: CONTENT_SITE_LOCALES[siteId],
      name: SITE_NAMES[siteId],
      url: `/${siteId}`,
      current: siteId === current,
    }));
    return ok({ sites });
  });
  defineRoute(app, registry, apiRoutes.getFapiPage, ({ params, query }) => published<CmsPage>('page', params.page, query));
}
