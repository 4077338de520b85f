// Addresses of the routes only lazily loaded pages and forms call (an order's page, the favorites, the account's
// editors). Apart from routeAddresses so the shell every page loads does not carry them: a page extends its client
// with them (`api.with(pageRouteAddresses)`), and its chunk carries the few it calls.
import type { RouteAddress } from './route-address.js';

/** The method and path of the routes that lazily loaded pages call, by route name. */
export const pageRouteAddresses = {
  downloadInvoice: { method: 'post', path: '/consumers-v3/consumer/purchase/invoice/download' },
  getReturnLabel: { method: 'post', path: '/consumers-v3/consumer/return/:orderId/returnLabel' },
  shareFavorites: { method: 'post', path: '/wishlists/v2/favorites/:favoriteId/share' },
  getSharedFavorites: { method: 'get', path: '/wishlists/v2/favorites/:favoriteId/share' },
  addConsumerAddress: { method: 'post', path: '/consumers-v3/consumer/address' },
  updateConsumerAddress: { method: 'put', path: '/consumers-v3/consumer/address/:addressId' },
  deleteConsumerAddress: { method: 'delete', path: '/consumers-v3/consumer/address/:addressId' },
  changePassword: { method: 'post', path: '/consumers-v3/consumer/changepassword' },
  cancelOrder: { method: 'post', path: '/consumers-v3/consumer/CancelOrder' },
  resendGiftCardEmail: { method: 'post', path: '/consumers-v3/consumer/resendGiftCardEmail' },
  trackOrder: { method: 'post', path: '/consumers-v3/consumer/TrackOrder' },
  retrieveUserData: { method: 'post', path: '/consumers-v3/consumer/retrieveUserData' },
  getSubscriptions: { method: 'get', path: '/consumers-v3/consumer/subscription' },
  createSubscription: { method: 'post', path: '/consumers-v3/consumer/subscription' },
  updateSubscription: { method: 'put', path: '/consumers-v3/consumer/subscription' },
  confirmNewsletter: { method: 'post', path: '/consumers-v3/consumer/subscription/confirm' },
  getContactSubjects: { method: 'get', path: '/consumers-v3/contactus/categorySubject' },
  contactUs: { method: 'post', path: '/consumers-v3/contactus' },
  // Enrollment's first step (the enrollment page).
  lookupConsumer: { method: 'get', path: '/consumers-v3/consumer/lookup' },
  fileWarrantyClaim: { method: 'post', path: '/consumers-v3/consumer/warranty' },
  // The loyalty member's welcome promo (the account's lazily loaded welcome offer).
  getWelcomePromo: { method: 'get', path: '/consumers-v3/consumer/loyalty/promo/welcome' },
  // The shopper's notification choices (the account's text messages chunk).
  updateNotificationPreferences: { method: 'put', path: '/consumers-v3/consumer/notification' },
  // A loyalty member's pass on the programme's page (its own chunk).
  issueLoyaltyToken: { method: 'post', path: '/consumers-v3/consumer/loyalty/token' },
  // The store device's in-store session (the associate sign-in page and the session's banner).
} as const satisfies Record<string, RouteAddress>;
