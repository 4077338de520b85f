import type { StrideApiClient } from '@stride/adapters-http/browser';
import { searchRouteAddresses } from '@stride/application/search-route-addresses';
import type { CatalogueMarket } from '@stride/domain/catalogue';
import type { CmsPage } from '@stride/domain/content';
import { contentSiteId } from '../../content/content-site-id.js';

/**
 * The site's search hub (`/fapi/components/search-hub`): what the search page offers before a search
 * and when one finds nothing. Content that cannot be read shows nothing: it never fails the page.
 */
export async function loadSearchHub(api: StrideApiClient, market: CatalogueMarket): Promise<CmsPage['sections']> {
  const hub = await api.with(searchRouteAddresses).call('getFapiSearchHubComponent', { query: { siteId: contentSiteId(market) } });
  return hub.isOk() ? hub.value.content.sections.filter((section) => section.items.length > 0) : [];
}
