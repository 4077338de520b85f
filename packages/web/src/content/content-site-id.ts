import type { CatalogueMarket } from '@stride/domain/catalogue';

/** The content service's site id of a market: its locale path (`en-us`, `fr-ca`). */
export function contentSiteId(market: CatalogueMarket): 'en-us' | 'en-ca' | 'fr-ca' | 'en-gb' {
  return market.locale.toLowerCase() as 'en-us' | 'en-ca' | 'fr-ca' | 'en-gb';
}
