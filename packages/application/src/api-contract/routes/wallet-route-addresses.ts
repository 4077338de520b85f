// Addresses of the saved payment instrument calls: only the account's payment methods chunk calls them, so they
// stay out of page-route-addresses, which the account page's first load carries.
import type { RouteAddress } from './route-address.js';

/** The method and path of saving, changing and removing a consumer's cards and gift cards, by route name. */
export const walletRouteAddresses = {
  savePaymentInstrument: { method: 'post', path: '/consumers-v3/consumer/payment_instruments' },
  updatePaymentInstrument: { method: 'patch', path: '/consumers-v3/consumer/payment_instruments/:paymentInstrumentId' },
  deletePaymentInstrument: { method: 'delete', path: '/consumers-v3/consumer/payment_instruments/:paymentInstrumentId' },
} as const satisfies Record<string, RouteAddress>;
