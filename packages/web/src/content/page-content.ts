import type { StrideApiClient } from '@stride/adapters-http/browser';
import type { CatalogueMarket } from '@stride/domain/catalogue';
import type { CmsPage } from '@stride/domain/content';
import { contentRouteAddresses } from '@stride/application/content-route-addresses';
import { loadBlockRenderer } from './content-sections.js';
import { contentSiteId } from './content-site-id.js';

/** The espots the storefront's own pages show (content section 7 lists them; these pages have one each). */
export type PageEspot = 'product' | 'category' | 'cart' | 'search' | 'order-confirmation';

const NO_SECTIONS: CmsPage['sections'] = [];

// In the browser a page reached by a link renders at once, so its blocks' renderers are loaded with its data.
async function withRenderer<T>(value: T, hasBlocks: boolean): Promise<T> {
  if (!import.meta.env.SSR && hasBlocks) await loadBlockRenderer();
  return value;
}

/**
 * The sections of a page's espot inherited on its path (`'*'` one segment, `'**'` any: the content service matches
 * them). Content that cannot be read shows nothing: an espot never fails its page.
 * @example await loadEspotSections(api, market, 'product', '/en-us/p/pace-runner-3-SR0045600')
 */
export async function loadEspotSections(api: StrideApiClient, market: CatalogueMarket, espot: PageEspot, route: string): Promise<CmsPage['sections']> {
  const answer = await api
    .with(contentRouteAddresses)
    .call('getContentEspot', { params: { mode: 'published', siteId: contentSiteId(market), espot }, query: { route } });
  if (answer.isErr()) return NO_SECTIONS;
  const sections = answer.value.sections.filter((section) => section.items.length > 0);
  return withRenderer(sections, sections.length > 0);
}

/**
 * The landings the browser already knows, by site and category, null for a category without one: refining, sorting
 * or paging a category (a navigation to the same list) asks the content service nothing, and a category without a
 * landing is asked once per page load, not on every refinement.
 */
const knownLandings = new Map<string, CmsPage | null>();

/** Remembers the landing a page showed (the server's render included), so the browser's next loads reuse it. */
export function rememberCategoryLanding(market: CatalogueMarket, categoryId: string, landing: CmsPage | null): void {
  if (!import.meta.env.SSR) knownLandings.set(`${contentSiteId(market)}/${categoryId}`, landing);
}

/**
 * A category's landing content (`/{mode}/caas/v1/canvas/category/{siteId}/{categoryId}`), shown above its product
 * grid; null when the category has none or the content service cannot answer (the grid alone shows).
 */
export async function loadCategoryLanding(api: StrideApiClient, market: CatalogueMarket, categoryId: string): Promise<CmsPage | null> {
  const key = `${contentSiteId(market)}/${categoryId}`;
  if (!import.meta.env.SSR && knownLandings.has(key)) return knownLandings.get(key) ?? null;
  const answer = await api.with(contentRouteAddresses).call('getContentCategory', { params: { mode: 'published', siteId: contentSiteId(market), categoryId } });
  const landing = answer.isOk() ? answer.value.content : null;
  rememberCategoryLanding(market, categoryId, landing);
  return withRenderer(landing, landing !== null && landing.sections.length > 0);
}

/** Whether a page's content brings its own h1 (a banner or hero marked titleH1), so the page leaves its own out. */
export function contentHasH1(page: Pick<CmsPage, 'sections'>): boolean {
  return page.sections.some((section) => section.items.some((block) => (block.type === 'banner' || block.type === 'hero') && block.titleH1 === true));
}
