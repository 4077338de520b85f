import type { StrideApiClient } from '@stride/adapters-http/browser';
import { apiFailureStatus } from '@stride/application/storefront';
import type { CatalogueMarket } from '@stride/domain/catalogue';
import { chooseNextPopup, isBenefitBarVisible, type BenefitBarBlock, type CmsPage, type ContentPopupDocument } from '@stride/domain/content';
import { BENEFIT_BAR_COOKIE, dismissedIdsFrom, POPUP_COOKIE } from './dismissed-cookie.js';
import { loadBlockRenderer } from './content-sections.js';

/** The content service's site id of a market: its locale path (`en-us`, `fr-ca`). */
export function contentSiteId(market: CatalogueMarket): 'en-us' | 'en-ca' | 'fr-ca' | 'en-gb' {
  return market.locale.toLowerCase() as 'en-us' | 'en-ca' | 'fr-ca' | 'en-gb';
}

/** What a content-managed page shows around its sections: the benefit bar (unless closed) and the next pop-up. */
export interface ContentChrome {
  readonly benefitBar: BenefitBarBlock | null;
  /** The site's pop-ups not dismissed yet, in their order (the first one opens). */
  readonly popups: readonly ContentPopupDocument[];
}

/**
 * The site's benefit bar and pop-ups for a page: the bar leaves when the shopper closed it (its id in the cookie),
 * the dismissed pop-ups are left out. Content that cannot be read shows nothing: it never fails the page.
 */
export async function loadContentChrome(api: StrideApiClient, market: CatalogueMarket, cookie: string | null): Promise<ContentChrome> {
  const siteId = contentSiteId(market);
  const [utility, popups] = await Promise.all([
    api.call('getFapiUtilityComponent', { query: { siteId } }),
    api.call('getContentPopups', { params: { mode: 'published', siteId } }),
  ]);
  const bar = utility.isOk() ? (utility.value.content.benefitBar ?? null) : null;
  const closed = dismissedIdsFrom(cookie, BENEFIT_BAR_COOKIE);
  const dismissed = dismissedIdsFrom(cookie, POPUP_COOKIE);
  const offered = popups.isOk() ? popups.value.content.popups : [];
  const next = chooseNextPopup(offered, dismissed);
  return {
    benefitBar: bar !== null && isBenefitBarVisible(bar.id, closed) ? bar : null,
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
    api.call('getContentPage', { params: { mode: 'published', siteId: contentSiteId(market), page } }),
    import.meta.env.SSR ? Promise.resolve() : loadBlockRenderer(),
  ]);
  if (answer.isOk()) return answer.value.content;
  return apiFailureStatus(answer.error) === 404 ? null : 'unavailable';
}
