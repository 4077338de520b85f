import type { StrideApiClient } from '@stride/adapters-http/browser';
import { type CheckoutApi } from '@stride/application/storefront';

/** The challenge id of a challenge URL the provider gave (its last path segment). */
const challengeIdOf = (challengeUrl: string) => decodeURIComponent(new URL(challengeUrl, 'http://x').pathname.split('/').at(-1) ?? '');

/** The checkout flows' port over the typed API client (commerce section 7's calls). */
export function createCheckoutApi(api: StrideApiClient): CheckoutApi {
  return {
    prepareOrder: (basketId) => api.call('prepareOrder', { body: { basketId } }),
    placeOrder: (body) => api.call('placeOrder', { body }),
    patchOrder: (orderNumber, body) => api.call('updateOrder', { params: { orderNumber }, body }),
    // The sandbox provider is mounted on this origin under /psp/ (its own origin in production).
    answerChallenge: (challengeUrl, result) =>
      api.call('answerChallenge', { params: { challengeId: challengeIdOf(challengeUrl) }, body: { result } }).map((a) => a.threeDS2Result),
    createCart: () => api.call('createCart'),
    addItems: (lines) => api.call('addCartItems', { body: { items: [...lines] } }),
    setShippingAddress: (basketId, address) => api.call('setShippingAddress', { params: { basketId }, body: { ...address, context: 'CHECKOUT' } }),
    setShippingMethod: (body) => api.call('setShippingMethod', { body }),
    setBillingAddress: (basketId, address) => api.call('setBillingAddress', { params: { basketId }, body: address }),
    addCard: (basketId, token) => api.call('addPaymentInstrument', { params: { basketId }, body: { payment_method_id: 'CREDIT_CARD', token } }),
    loadCart: (basketId) => api.call('getCart', { params: { basketId } }),
  };
}
