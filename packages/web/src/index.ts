export { renderPage, type RenderPageOptions } from './render-page.js';
export { appRootId, type PageAssets } from './document/page-assets.js';
export { Document, siteTitle, siteDescription, type DocumentProps } from './document/document.js';
export { App, type AppProps } from './app/app.js';
export { SiteHeader, mainNavItems, type NavItem } from './app/site-header.js';
export { Hero } from './app/hero.js';
export { FavouriteButton } from './app/favourite-button.js';
