// Every API call's method and path, once: the bff registers them, the clients call them by name.
// Plain data (no schema), so a page that calls the API ships these strings and nothing more. Routes no
// browser page calls (server-route-addresses.ts) are kept apart, so every page does not carry them.
import type { RouteAddress } from './route-address.js';
import type { contentRouteAddresses } from './content-route-addresses.js';
import type { pageRouteAddresses } from './page-route-addresses.js';
import type { serverRouteAddresses } from './server-route-addresses.js';
import type { walletRouteAddresses } from './wallet-route-addresses.js';
import type { expressWalletRouteAddresses } from './express-wallet-route-addresses.js';
import type { inStoreRouteAddresses } from './in-store-route-addresses.js';
import type { reviewRouteAddresses } from './review-route-addresses.js';
import type { productSetRouteAddresses } from './product-set-route-addresses.js';
import type { notifyMeRouteAddresses } from './notify-me-route-addresses.js';
import type { mediaRouteAddresses } from './media-route-addresses.js';
import type { searchRouteAddresses } from './search-route-addresses.js';

/** The method and path of every route a browser page may call, by the route's name (its OpenAPI operationId). */
export const routeAddresses = {
  signUp: { method: 'post', path: '/consumers-v3/auth/signup' },
  forgotPassword: { method: 'post', path: '/consumers-v3/confirmforgotpassword' },
  resetPassword: { method: 'post', path: '/consumers-v3/consumer/resetpassword' },
  enrollInLoyalty: { method: 'post', path: '/consumers-v3/consumer/loyalty/enrollment' },
  confirmLoyalty: { method: 'post', path: '/consumers-v3/consumer/loyalty/confirm' },
  issueToken: { method: 'post', path: '/token/v2/auth/token' },
  signIn: { method: 'post', path: '/consumers-v3/auth/signin' },
  signOut: { method: 'post', path: '/consumers-v3/consumer/auth/signout' },
  agentSignIn: { method: 'post', path: '/consumers-v3/consumer/agent/login' },
  getConsumerProfile: { method: 'get', path: '/consumers-v3/consumer' },
  updateConsumerProfile: { method: 'put', path: '/consumers-v3/consumer' },
  setShippingAddress: { method: 'post', path: '/cart/v2/cart/:basketId/shippingAddress' },
  removeShippingAddress: { method: 'delete', path: '/cart/v2/cart/:basketId/shippingAddress' },
  validateShippingAddress: { method: 'post', path: '/cart/v1/cart/:basketId/shippingAddress/validation' },
  setBillingAddress: { method: 'post', path: '/cart/v1/cart/:basketId/billingAddress' },
  removeBillingAddress: { method: 'delete', path: '/cart/v1/cart/:basketId/billingAddress' },
  getShippingMethods: { method: 'get', path: '/cart/v1/cart/:basketId/shippingMethod/:shippingId' },
  setShippingMethod: { method: 'post', path: '/cart/v1/shippingMethod' },
  ingestWebVitals: { method: 'post', path: '/fapi/performance/ingest' },
  getPaymentSession: { method: 'get', path: '/cart/v1/paymentSession' },
  checkGiftCardBalance: { method: 'post', path: '/cart/v1/giftcard/balance' },
  getPaymentMethods: { method: 'get', path: '/cart/v1/cart/:basketId/paymentMethods' },
  addPaymentInstrument: { method: 'post', path: '/cart/v1/cart/:basketId/paymentInstruments' },
  removePaymentInstrument: { method: 'delete', path: '/cart/v1/cart/:basketId/paymentInstruments' },
  applyReward: { method: 'put', path: '/cart/v1/cart/:basketId/reward' },
  createCardToken: { method: 'post', path: '/psp/v1/tokens' },
  getChallenge: { method: 'get', path: '/psp/v1/challenge/:challengeId' },
  answerChallenge: { method: 'post', path: '/psp/v1/challenge/:challengeId' },
  prepareOrder: { method: 'post', path: '/cart/v1/cart/prepareOrder' },
  placeOrder: { method: 'put', path: '/cart/v2/checkout/order' },
  updateOrder: { method: 'patch', path: '/cart/v2/checkout/order/:orderNumber' },
  getPurchase: { method: 'get', path: '/consumers-v3/consumer/purchase/:orderId' },
  getPurchaseHistory: { method: 'post', path: '/consumers-v3/consumer/purchasehistory' },
  getLoyaltyVouchers: { method: 'get', path: '/consumers-v3/consumer/loyalty/vouchers' },
  getSavedPaymentInstruments: { method: 'get', path: '/consumers-v3/consumer/payment_instruments' },
  removeCartItem: { method: 'delete', path: '/cart/v1/item' },
  updateCartItem: { method: 'put', path: '/cart/v1/cart/:basketId/item' },
  applyCoupon: { method: 'put', path: '/cart/v1/coupon' },
  removeCoupon: { method: 'delete', path: '/cart/v1/coupon' },
  setDeviceFingerprint: { method: 'post', path: '/cart/v1/deviceFingerPrint' },
  createCart: { method: 'post', path: '/cart/v1/cart' },
  getCart: { method: 'get', path: '/cart/v1/cart/:basketId' },
  addCartItems: { method: 'post', path: '/cart/v1/item' },
  createCartWithItems: { method: 'post', path: '/cart/v1/cartWithItem' },
  getFavorites: { method: 'get', path: '/wishlists/v2/favorites' },
  addFavorite: { method: 'post', path: '/wishlists/v2/favorites' },
  removeFavorite: { method: 'delete', path: '/wishlists/v2/favorites/:favoriteId/items/:itemId' },
  getSavedForLater: { method: 'get', path: '/wishlists/v2/saveForLater' },
  saveForLater: { method: 'put', path: '/cart/v2/saveForLater' },
  moveCartItemToSaved: { method: 'post', path: '/cart/v2/cart/:basketId/saveForLater' },
  removeSavedItem: { method: 'delete', path: '/cart/v2/saveForLater/:saveForlaterId/items/:itemId' },
  getProductDetails: { method: 'get', path: '/products/v2/products/:productId/details' },
  getProductInventory: { method: 'get', path: '/products/v2/products/:productId/inventory' },
  getStoreAvailability: { method: 'post', path: '/products/v1/products/:productId/availability' },
  searchStores: { method: 'post', path: '/stores/v1/search' },
  listStores: { method: 'get', path: '/consumers-v3/utilities/stores' },
  getCatalog: { method: 'get', path: '/products/v2/catalog' },
  searchProducts: { method: 'get', path: '/products/v2/search/productSearch' },
  suggestProducts: { method: 'get', path: '/products/v2/search/autoSuggest' },
} as const satisfies Record<string, RouteAddress>;

export type { RouteAddress } from './route-address.js';

/**
 * The name of an API route: one every page may call, one the content and personalisation code brings, one a lazily
 * loaded page brings (the account's saved cards among them), one a store device brings (the in-store session), one the
 * product page's reviews or product sets section brings, one notify me's form brings, or one only the server side and the CLI call.
 */
export type RouteName =
  | keyof typeof routeAddresses
  | keyof typeof contentRouteAddresses
  | keyof typeof pageRouteAddresses
  | keyof typeof walletRouteAddresses
  | keyof typeof expressWalletRouteAddresses
  | keyof typeof inStoreRouteAddresses
  | keyof typeof reviewRouteAddresses
  | keyof typeof productSetRouteAddresses
  | keyof typeof notifyMeRouteAddresses
  | keyof typeof mediaRouteAddresses
  | keyof typeof searchRouteAddresses
  | keyof typeof serverRouteAddresses;

/**
 * Where the sandbox provider's 3-D Secure challenge pages live: the challenge route's path up to its
 * parameter. The gateway builds challenge URLs on it, and the security headers let only these pages
 * be framed by the store.
 */
export const CHALLENGE_PATH_PREFIX = routeAddresses.getChallenge.path.slice(0, routeAddresses.getChallenge.path.indexOf(':'));
