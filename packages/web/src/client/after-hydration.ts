import { enhanceHeader } from '../app/header/header-enhancer.js';
import { startWebVitalsBeacon } from './web-vitals-beacon.js';

/**
 * What the page starts once hydrated, in one chunk kept out of the first load: the web-vitals beacon (its observers
 * are buffered, so they still see what the browser recorded before it arrived), the header's enhancer (the menus are
 * static HTML: their disclosures, the sticky header and the site selector's links come alive here), then the consent
 * banner and preferences and the experiment client. One import from the entry: each dynamic import there costs the
 * first load its preload list.
 */
export function afterHydration(): void {
  startWebVitalsBeacon();
  enhanceHeader(document);
  void import('../personalisation/start-personalisation.js').then(({ startPersonalisation }) => startPersonalisation());
}
