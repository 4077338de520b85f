export { renderPage, type RenderPageOptions } from './render-page.js';
export { appRootId, type PageAssets } from './document/page-assets.js';
export type { ApiFactory } from './app/api-factory.js';
export { catalogueProblems } from './i18n/catalogue-check.js';
