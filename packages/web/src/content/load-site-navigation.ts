import type { StrideApiClient } from '@stride/adapters-http/browser';
import { apiFailureStatus } from '@stride/application/storefront';
import type { CatalogueMarket } from '@stride/domain/catalogue';
import type { FooterContent } from '@stride/domain/content';
import type { MenuNode } from './menu/menu-node.js';
import { contentSiteId } from './load-content.js';

/** The site's menu and footer documents, as the header and footer render them on the server. */
export interface SiteNavigation {
  readonly menu?: readonly MenuNode[];
  readonly footer?: FooterContent;
}

/**
 * Reads the site's menu and footer from the content service; a missing or unreadable one is left out (the header
 * builds its menu from the category tree, the footer shows its fixed links), an unreadable one logged.
 */
export async function loadSiteNavigation(api: StrideApiClient, market: CatalogueMarket): Promise<SiteNavigation> {
  const siteId = contentSiteId(market);
  const [menu, footer] = await Promise.all([
    api.call('getContentMenu', { params: { mode: 'published', siteId } }),
    api.call('getContentFooter', { params: { mode: 'published', siteId } }),
  ]);
  // A site without a menu or footer document is a state the store handles (the fallbacks); a failure is worth a line.
  for (const [name, answer] of [
    ['menu', menu],
    ['footer', footer],
  ] as const) {
    if (answer.isErr() && apiFailureStatus(answer.error) !== 404) console.warn(`Stride: the ${siteId} ${name} document could not be read; the fallback shows`);
  }
  return {
    ...(menu.isOk() ? { menu: menu.value.content.items } : {}),
    ...(footer.isOk() ? { footer: footer.value.content } : {}),
  };
}
