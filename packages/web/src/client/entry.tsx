import { hydrateRoot } from 'react-dom/client';
import { createBrowserApi } from '../app/browser-api.js';
import { marketForRequest, type RootData } from '../app/market.js';
import { resolvePage } from '../app/resolve-page.js';
import { matchRoute, PageRedirect, type PageResolver } from '../app/router.js';
import { storefrontRoutes } from '../app/routes.js';
import { readPageState } from '../app/page-state.js';
import { PAGE_STATE_ID, StorefrontApp } from '../app/storefront-app.js';
import { appRootId } from '../document/page-assets.js';
import { startOnDemand } from './start-on-demand.js';
import './styles.css';

const root = document.getElementById(appRootId);
const stateScript = document.getElementById(PAGE_STATE_ID);
if (root === null || stateScript === null) {
  // The server always renders both; their absence means the wrong HTML was served.
  throw new Error(`Stride: #${appRootId} or its page state is missing, cannot hydrate`);
}
const serialised = readPageState(stateScript.textContent ?? '');
const match = serialised.error === null ? matchRoute(storefrontRoutes, window.location.pathname) : null;
// The page's chunk was preloaded by the server; importing it before hydration renders the same tree.
const Page = match === null ? null : (await match.route.module()).Page;

const api = createBrowserApi(window.location.origin);
let currentRoot: RootData = serialised.root;
const resolve: PageResolver = async (url) => {
  // Another site is another language: a full page load brings its compiled catalogue with the page.
  if (marketForRequest(url.pathname, document.cookie).locale !== currentRoot.market.locale) {
    window.location.assign(url.toString());
    return new Promise<never>(() => {});
  }
  const next = await resolvePage(url, {
    api,
    cookie: document.cookie,
    origin: serialised.root.origin,
    catalogue: async () => currentRoot.messages,
    previousRoot: currentRoot,
  });
  if (!(next instanceof PageRedirect)) currentRoot = next.root;
  return next;
};

hydrateRoot(root, <StorefrontApp api={api} initial={{ ...serialised, Page }} resolve={resolve} />);
// The web-vitals beacon starts with the page, as a chunk of its own beside the first load: its observers are buffered,
// and a page left without a touch still reports.
void import('./web-vitals-beacon.js').then(({ startWebVitalsBeacon }) => startWebVitalsBeacon());
// The header's enhancer and personalisation load when the page needs them (start-on-demand.ts), outside the first load.
startOnDemand({
  enhance: () => import('./after-hydration.js').then(({ afterHydration }) => afterHydration()),
  personalise: () => import('../personalisation/start-personalisation.js').then(({ startPersonalisation }) => startPersonalisation()),
  experiments: () => import('../personalisation/start-experiments.js').then(({ startExperiments }) => startExperiments()),
});
