import type { StrideApiClient } from '@stride/adapters-http/browser';
import { apiFailureStatus } from '@stride/application/storefront';
import type { CatalogueMarket } from '@stride/domain/catalogue';
import { chooseNextPopup, isBenefitBarVisible, type CmsPage, type ContentBlock, type ContentPopupDocument } from '@stride/domain/content';
import { contentRouteAddresses } from '@stride/application/content-route-addresses';
import { BENEFIT_BAR_COOKIE, dismissedIdsFrom, POPUP_COOKIE } from './dismissed-cookie.js';
import { loadBlockRenderer } from './content-sections.js';
import { contentSiteId } from './content-site-id.js';

export { contentSiteId };

/** What a content-managed page shows around its sections: the utility fragment (benefit bar unless closed) and pop-ups. */
export interface ContentChrome {
  /** The site's utility fragment (`/fapi/components/utility`): its benefit bar and promo bar, closed bars left out. */
  readonly utility: CmsPage['sections'];
  /** The site's pop-ups not dismissed yet, in their order (the first one opens). */
  readonly popups: readonly ContentPopupDocument[];
}

/**
 * The site's utility fragment and pop-ups for a page: a benefit bar leaves when the shopper closed it (its id in the cookie),
 * the dismissed pop-ups are left out. Content that cannot be read shows nothing: it never fails the page.
 */
export async function loadContentChrome(api: StrideApiClient, market: CatalogueMarket, cookie: string | null): Promise<ContentChrome> {
  const siteId = contentSiteId(market);
  const [utility, popups] = await Promise.all([
    api.with(contentRouteAddresses).call('getFapiUtilityComponent', { query: { siteId } }),
    api.with(contentRouteAddresses).call('getContentPopups', { params: { mode: 'published', siteId } }),
  ]);
  const closed = dismissedIdsFrom(cookie, BENEFIT_BAR_COOKIE);
  const open = (block: ContentBlock) => block.type !== 'benefit-bar' || isBenefitBarVisible(block.id, closed);
  const sections = utility.isOk() ? utility.value.content.sections.map((section) => ({ ...section, items: section.items.filter(open) })) : [];
  const dismissed = dismissedIdsFrom(cookie, POPUP_COOKIE);
  const offered = popups.isOk() ? popups.value.content.popups : [];
  const next = chooseNextPopup(offered, dismissed);
  return {
    utility: sections.filter((section) => section.items.length > 0),
    popups: next === null ? [] : offered.filter((popup) => !dismissed.includes(popup.id)),
  };
}

/**
 * A content page of the site by slug: null when the content service has none (404), the page otherwise; another
 * failure is thrown to the caller as the API's failure. In the browser it also loads the block renderers, so the
 * page renders at once after a navigation.
 */
export async function loadCmsPage(api: StrideApiClient, market: CatalogueMarket, page: string): Promise<CmsPage | null | 'unavailable'> {
  const [answer] = await Promise.all([
    api.with(contentRouteAddresses).call('getContentPage', { params: { mode: 'published', siteId: contentSiteId(market), page } }),
    import.meta.env.SSR ? Promise.resolve() : loadBlockRenderer(),
  ]);
  if (answer.isOk()) return answer.value.content;
  return apiFailureStatus(answer.error) === 404 ? null : 'unavailable';
}
