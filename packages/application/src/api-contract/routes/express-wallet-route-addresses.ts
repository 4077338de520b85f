// Addresses of the sandbox provider's wallet sheet: only the express wallet's chunk calls them, loaded when a shopper
// presses an express button, so no page's first load carries them.
import type { RouteAddress } from './route-address.js';

/** The method and path of the sandbox wallet sheet's calls, by route name. */
export const expressWalletRouteAddresses = {
  getWalletSheet: { method: 'get', path: '/psp/v1/wallet/:sessionId' },
  payInWalletSheet: { method: 'post', path: '/psp/v1/wallet/:sessionId/payments' },
} as const satisfies Record<string, RouteAddress>;
