// Addresses of the routes the storefront's content and personalisation code calls in the browser: a content page's
// document and the site's pop-ups when the shopper follows a link to one, a category's landing content and the espots
// of the product, category, cart and search pages, the size chart, recommendations, event sign-up, the article grid
// and the shoppers' photos, and the analytics collector. Apart from routeAddresses so pages without content (checkout,
// the account) do not carry them: the content code extends its client with them (`api.with(contentRouteAddresses)`).
import type { RouteAddress } from './route-address.js';

/** The method and path of the routes the content and personalisation code calls, by route name. */
export const contentRouteAddresses = {
  getContentPage: { method: 'get', path: '/:mode/caas/v1/canvas/page/:siteId/:page' },
  getContentPopups: { method: 'get', path: '/:mode/caas/v1/canvas/popups/:siteId' },
  getContentCategory: { method: 'get', path: '/:mode/caas/v1/canvas/category/:siteId/:categoryId' },
  getContentEspot: { method: 'get', path: '/:mode/caas/v1/canvas/espot/:siteId/:espot' },
  getFapiUtilityComponent: { method: 'get', path: '/fapi/components/utility' },
  getFapiCompareComponent: { method: 'get', path: '/fapi/components/compare' },
  getFapiFootSizesComponent: { method: 'get', path: '/fapi/components/foot-sizes' },
  getFapiSizeChartComponent: { method: 'get', path: '/fapi/components/size-chart/:productType' },
  collectAnalytics: { method: 'post', path: '/fapi/analytics/events' },
  decideRecommendations: { method: 'post', path: '/api/engine/v1/decide/:brand' },
  registerForEvent: { method: 'post', path: '/consumers-v3/consumer/event-registration' },
  searchContentShowcase: { method: 'get', path: '/:mode/caas/v1/canvas/showcase/:siteId/:docType/search' },
  getContentShowcaseItem: { method: 'get', path: '/:mode/caas/v1/canvas/showcase/:siteId/:docType/item/:slug' },
  getUserPhotos: { method: 'get', path: '/fapi/media/user-photos' },
} as const satisfies Record<string, RouteAddress>;
