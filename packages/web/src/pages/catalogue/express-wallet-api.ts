import type { StrideApiClient } from '@stride/adapters-http/browser';
import type { ExpressWalletApi } from '@stride/application/storefront';
import { expressWalletRouteAddresses } from '@stride/application/express-wallet-route-addresses';
import { ResultAsync } from 'neverthrow';

/**
 * The order's captcha token when the page says the captcha is on. Imported when needed rather than with this module:
 * a static import would list the captcha chunk among this module's preloads in the product page's own first load. The
 * meta's name is written out (CAPTCHA_META) for the same reason: importing it makes a chunk of its own.
 */
function placeOrderToken(): Promise<string | undefined> {
  if (document.querySelector('meta[name="stride:captcha"]') === null) return Promise.resolve(undefined);
  return import('../../captcha/captcha-tokens.js').then((module) => module.captchaToken('placeOrder'));
}

/**
 * The express wallet flow's port over the typed API client (account section 7's wallet calls, the sandbox sheet's);
 * the order carries a captcha token when the captcha is on.
 */
export function createExpressWalletApi(base: StrideApiClient): ExpressWalletApi {
  const api = base.with(expressWalletRouteAddresses);
  return {
    createCart: () => api.call('createCart'),
    addItems: (lines) => api.call('addCartItems', { body: { items: [...lines] } }),
    removeItem: (basketId, itemId, upc) => api.call('removeCartItem', { body: { cartId: basketId, itemId, upc } }),
    paymentSession: (paymentMethodId, referer) => api.call('getPaymentSession', { query: { paymentMethodId, referer } }),
    // The sandbox provider is mounted on this origin under /psp/ (its own origin in production).
    walletSheet: (sessionId) => api.call('getWalletSheet', { params: { sessionId } }),
    payInSheet: (sessionId, cardId) => api.call('payInWalletSheet', { params: { sessionId }, body: { cardId } }),
    setShippingAddress: (basketId, address, context) => api.call('setShippingAddress', { params: { basketId }, body: { ...address, context } }),
    shippingMethods: (basketId, shippingId) => api.call('getShippingMethods', { params: { basketId, shippingId } }),
    setShippingMethod: (body) => api.call('setShippingMethod', { body }),
    setBillingAddress: (basketId, address) => api.call('setBillingAddress', { params: { basketId }, body: address }),
    prepareOrder: (basketId) => api.call('prepareOrder', { body: { basketId } }),
    addWalletInstrument: (basketId, paymentMethodId, paymentData) =>
      api.call('addPaymentInstrument', { params: { basketId }, body: { payment_method_id: paymentMethodId, additionalDetails: { paymentData } } }),
    // With the captcha on, the order carries a placeOrder token as the checkout's does.
    placeOrder: (body) =>
      ResultAsync.fromSafePromise(placeOrderToken()).andThen((token) =>
        api.call('placeOrder', { body: token === undefined ? body : { ...body, recaptcha_response: token } }),
      ),
  };
}
