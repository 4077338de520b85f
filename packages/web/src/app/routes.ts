import type { RouteDefinition } from './router.js';

/**
 * Every storefront page, most specific first. Each page is its own chunk, loaded before it is
 * shown; `chunk` names the module for the server's preload links (the Vite manifest key). Only the
 * server reads it: the browser's build leaves the names out (`import.meta.env.SSR` is false there).
 */
export const storefrontRoutes: readonly RouteDefinition[] = [
  { path: '/', chunk: import.meta.env.SSR ? 'src/pages/home/home-page.tsx' : '', module: () => import('../pages/home/home-page.js') },
  { path: '/cart', chunk: import.meta.env.SSR ? 'src/pages/cart/cart-page.tsx' : '', module: () => import('../pages/cart/cart-page.js') },
  { path: '/checkout', chunk: import.meta.env.SSR ? 'src/pages/checkout/checkout-page.tsx' : '', module: () => import('../pages/checkout/checkout-page.js') },
  {
    path: '/order-confirmation',
    chunk: import.meta.env.SSR ? 'src/pages/checkout/order-confirmation-page.tsx' : '',
    module: () => import('../pages/checkout/order-confirmation-page.js'),
  },
  { path: '/account', chunk: import.meta.env.SSR ? 'src/pages/account/account-page.tsx' : '', module: () => import('../pages/account/account-page.js') },
  {
    path: '/account/orders/:orderNumber',
    chunk: import.meta.env.SSR ? 'src/pages/account/order-page.tsx' : '',
    module: () => import('../pages/account/order-page.js'),
  },
  { path: '/favorites', chunk: import.meta.env.SSR ? 'src/pages/account/favorites-page.tsx' : '', module: () => import('../pages/account/favorites-page.js') },
  {
    path: '/favorites/shared/:favoriteId',
    chunk: import.meta.env.SSR ? 'src/pages/account/shared-favorites-page.tsx' : '',
    module: () => import('../pages/account/shared-favorites-page.js'),
  },
  {
    path: '/track-order',
    chunk: import.meta.env.SSR ? 'src/pages/account/track-order-page.tsx' : '',
    module: () => import('../pages/account/track-order-page.js'),
  },
  {
    path: '/forgot-password',
    chunk: import.meta.env.SSR ? 'src/pages/account/forgot-password-page.tsx' : '',
    module: () => import('../pages/account/forgot-password-page.js'),
  },
  {
    path: '/reset-password',
    chunk: import.meta.env.SSR ? 'src/pages/account/reset-password-page.tsx' : '',
    module: () => import('../pages/account/reset-password-page.js'),
  },
  // E-mailed links open under the shopper's site prefix (its language and currency): the same pages.
  {
    path: '/:locale/order-confirmation',
    chunk: import.meta.env.SSR ? 'src/pages/checkout/order-confirmation-page.tsx' : '',
    module: () => import('../pages/checkout/order-confirmation-page.js'),
  },
  {
    path: '/:locale/forgot-password',
    chunk: import.meta.env.SSR ? 'src/pages/account/forgot-password-page.tsx' : '',
    module: () => import('../pages/account/forgot-password-page.js'),
  },
  {
    path: '/:locale/reset-password',
    chunk: import.meta.env.SSR ? 'src/pages/account/reset-password-page.tsx' : '',
    module: () => import('../pages/account/reset-password-page.js'),
  },
  {
    path: '/associate-login',
    chunk: import.meta.env.SSR ? 'src/pages/account/associate-login-page.tsx' : '',
    module: () => import('../pages/account/associate-login-page.js'),
  },
  {
    path: '/stores',
    chunk: import.meta.env.SSR ? 'src/pages/stores/store-locator-page.tsx' : '',
    module: () => import('../pages/stores/store-locator-page.js'),
  },
  {
    path: '/:locale/stores',
    chunk: import.meta.env.SSR ? 'src/pages/stores/store-locator-page.tsx' : '',
    module: () => import('../pages/stores/store-locator-page.js'),
  },
  { path: '/search', chunk: import.meta.env.SSR ? 'src/pages/catalogue/search-page.tsx' : '', module: () => import('../pages/catalogue/search-page.js') },
  {
    path: '/:locale/search',
    chunk: import.meta.env.SSR ? 'src/pages/catalogue/search-page.tsx' : '',
    module: () => import('../pages/catalogue/search-page.js'),
  },
  {
    path: '/:locale/c/:slugId',
    chunk: import.meta.env.SSR ? 'src/pages/catalogue/product-list-page.tsx' : '',
    module: () => import('../pages/catalogue/product-list-page.js'),
  },
  {
    path: '/:locale/p/:slugId',
    chunk: import.meta.env.SSR ? 'src/pages/catalogue/product-page.tsx' : '',
    module: () => import('../pages/catalogue/product-page.js'),
  },
  {
    path: '/:locale/articles/:slug',
    chunk: import.meta.env.SSR ? 'src/pages/articles/article-page.tsx' : '',
    module: () => import('../pages/articles/article-page.js'),
  },
  // Customer care: the contact-us content page, whose module adds the form (content-page.tsx says why not a module of its own).
  {
    path: '/:locale/help/contact-us',
    chunk: import.meta.env.SSR ? 'src/pages/content/content-page.tsx' : '',
    module: () => import('../pages/content/content-page.js'),
  },
  // The double opt-in links, always sent under a site prefix: `/{site}/loyalty/confirm` and `/{site}/newsletter/confirm`
  // (one entry; the page answers 404 to any other word), after the routes whose second segment is fixed.
  {
    path: '/:locale/:subscription/confirm',
    chunk: import.meta.env.SSR ? 'src/pages/account/confirm-page.tsx' : '',
    module: () => import('../pages/account/confirm-page.js'),
  },
  { path: '/:locale/:page', chunk: import.meta.env.SSR ? 'src/pages/content/content-page.tsx' : '', module: () => import('../pages/content/content-page.js') },
  { path: '/:locale', chunk: import.meta.env.SSR ? 'src/pages/home/home-page.tsx' : '', module: () => import('../pages/home/home-page.js') },
];
