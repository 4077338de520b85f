// Addresses of the routes no browser page calls: the content service's canvas calls (the storefront's server
// reads content while it renders a page) and the editors' tools (the CLI). Apart from routeAddresses so the
// browser's bundle does not carry them; move a route to routeAddresses when a browser page starts calling it.
import type { RouteAddress } from './route-address.js';

/** The method and path of the routes only servers and the CLI call, by route name. */
export const serverRouteAddresses = {
  // The storefront's browser never calls these: the fapi components and pages the server renders from, the response
  // check, and what agents and support staff do through the CLI or the API (order search, reserve
  // with item).
  getFapiCollectionsComponent: { method: 'get', path: '/fapi/components/collections' },
  getFapiFooterComponent: { method: 'get', path: '/fapi/components/footer' },
  getLocationSelectorPage: { method: 'get', path: '/fapi/pages/location-selector' },
  getFapiPage: { method: 'get', path: '/fapi/pages/:page' },
  validateResponse: { method: 'post', path: '/fapi/api/validate-response/:contract' },
  searchOrdersAsAgent: { method: 'post', path: '/consumers-v3/agent/orders/search' },
  reserveWithItem: { method: 'post', path: '/cart/v1/reserveWithItem' },
  // No page calls this yet: completing the profile of an account made elsewhere.
  createConsumerProfile: { method: 'post', path: '/consumers-v3/consumer' },
  // No page calls these yet (the web's address forms use the built-in country list).
  getServerTime: { method: 'get', path: '/fapi/server/time' },
  getCountryList: { method: 'get', path: '/consumers-v3/utilities/countryList' },
  getContentAugmentedPage: { method: 'get', path: '/:mode/caas/v1/canvas/augmentedpage/:siteId/:page' },
  getContentSearch: { method: 'get', path: '/:mode/caas/v1/canvas/search/:siteId/:searchType' },
  getContentFooter: { method: 'get', path: '/:mode/caas/v1/canvas/footer/:siteId' },
  getContentFragment: { method: 'get', path: '/:mode/caas/v1/canvas/fragment/:fragmentId' },
  getContentMenu: { method: 'get', path: '/:mode/caas/v1/canvas/menu/:siteId' },
  getContentChildren: { method: 'get', path: '/:mode/caas/v1/canvas/children/:siteId/:parentPageSlug' },
  getContentProduct: { method: 'get', path: '/:mode/caas/v1/canvas/product/:siteId/:productId' },
  getContentShowcase: { method: 'get', path: '/:mode/caas/v1/canvas/showcase/:siteId/:docType' },
  // The showcase call without its document type: answered 400 'Doc type is required' (account section 8).
  getContentShowcaseWithoutDocType: { method: 'get', path: '/:mode/caas/v1/canvas/showcase/:siteId' },
  // The CLI records an order's fulfilment (the warehouse and carrier's reports).
  recordOrderFulfilment: { method: 'post', path: '/consumers-v3/agent/orders/:orderNumber/fulfilment' },
  // Support agents work the cases from the CLI.
  listSupportCases: { method: 'get', path: '/consumers-v3/agent/support/cases' },
  getSupportCase: { method: 'get', path: '/consumers-v3/agent/support/cases/:caseNumber' },
  closeSupportCase: { method: 'post', path: '/consumers-v3/agent/support/cases/:caseNumber/close' },
  // Support staff moderate product reviews from the CLI (stride reviews moderate).
  listReviewsForModeration: { method: 'get', path: '/products/v1/agent/reviews' },
  moderateReview: { method: 'post', path: '/products/v1/agent/reviews/:reviewId/moderate' },
  listQuestionsForModeration: { method: 'get', path: '/products/v1/agent/questions' },
  moderateQuestion: { method: 'post', path: '/products/v1/agent/questions/:postId/moderate' },
  // Support staff set a variant's online stock from the CLI (stride stock set); a restock e-mails notify me's waits.
  setOnlineStock: { method: 'put', path: '/products/v1/agent/variants/:variantId/stock' },
  // Staff set a variant's price in a currency from the CLI (stride price set); the change is kept in its history.
  setVariantPrice: { method: 'put', path: '/products/v1/agent/variants/:variantId/prices/:currency' },
  // No page calls this yet: delivery to a collection point (a store offering pickup, or a carrier's pick-up point).
  findCollectionPoints: { method: 'post', path: '/stores/v1/collectionPoints' },
  importContentDocuments: { method: 'post', path: '/fapi/content/documents' },
  exportContentDocuments: { method: 'get', path: '/fapi/content/documents' },
  publishContentDocument: { method: 'post', path: '/fapi/content/documents/:id/publish' },
  createContentPreviewLink: { method: 'post', path: '/fapi/content/preview-links' },
  // The experiment client reaches these by configured URL (the vendor's CDN and log endpoint can replace them).
  getDatafile: { method: 'get', path: '/fapi/experiments/datafile' },
  getSdkDatafile: { method: 'get', path: '/fapi/experiments/datafiles/:file' },
  logExperimentEvents: { method: 'post', path: '/fapi/experiments/v1/events' },
} as const satisfies Record<string, RouteAddress>;
