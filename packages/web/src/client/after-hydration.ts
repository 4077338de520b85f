import { enhanceHeader } from '../app/header/header-enhancer.js';

/**
 * What the page starts at the shopper's first interaction (start-on-demand.ts), in one chunk kept out of the first
 * load: the header's enhancer (the menus are static HTML: their disclosures, the sticky header and the site
 * selector's links come alive here).
 */
export function afterHydration(): void {
  enhanceHeader(document);
}
