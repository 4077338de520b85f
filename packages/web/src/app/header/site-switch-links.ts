import { CATALOGUE_MARKETS } from '@stride/domain/catalogue';
import { pathInMarket } from '../market.js';

/**
 * The footer's site selector is static HTML made for the page the server rendered; after navigations in the browser
 * its links would lead to that first page in the other site. Pointing each at the page shown when it is about to be
 * followed (pointer, focus, click) keeps the shopper on the same page in the other site.
 */
export function keepSiteSwitchLinksOnThisPage(root: Document): void {
  const retarget = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-site-switch]') : null;
    const market = CATALOGUE_MARKETS.find((candidate) => candidate.locale === link?.dataset.siteSwitch);
    // A product page keeps the shopper's colour and size in its query outside the router: the other site's product
    // page starts from the product itself, as the server-rendered link did.
    const query = /\/p\/[^/]+$/.test(location.pathname) ? '' : location.search;
    if (link && market) link.href = pathInMarket(location.pathname + query, market);
  };
  for (const type of ['pointerover', 'focusin', 'click']) root.addEventListener(type, retarget, { capture: true });
}
