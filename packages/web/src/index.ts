export { renderPage, type RenderPageOptions } from './render-page.js';
export { appRootId, type PageAssets } from './document/page-assets.js';
export type { ApiFactory } from './app/api-factory.js';
export { catalogueProblems } from './i18n/catalogue-check.js';
export { runPageAction, PAGE_ACTION_PATHS, type PageActionOptions } from './actions/page-action.js';
