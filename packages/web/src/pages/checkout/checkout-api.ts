import type { StrideApiClient } from '@stride/adapters-http/browser';
import {
  basketPaymentsAnswerSchema,
  cartAnswerSchema,
  challengeAnswerSchema,
  orderAnswerSchema,
  type CheckoutApi,
} from '@stride/application/storefront';

const basketPath = (basketId: string) => `/cart/v1/cart/${encodeURIComponent(basketId)}`;

/** The checkout flows' port over the typed API client (commerce section 7's calls). */
export function createCheckoutApi(api: StrideApiClient): CheckoutApi {
  return {
    prepareOrder: (basketId) => api.call({ method: 'POST', path: '/cart/v1/cart/prepareOrder', body: { basketId }, answer: basketPaymentsAnswerSchema }),
    placeOrder: (body) => api.call({ method: 'PUT', path: '/cart/v2/checkout/order', body, answer: orderAnswerSchema }),
    patchOrder: (orderNumber, body) => api.call({ method: 'PATCH', path: `/cart/v2/checkout/order/${encodeURIComponent(orderNumber)}`, body, answer: orderAnswerSchema }),
    // The sandbox provider is mounted on this origin under /psp/ (its own origin in production).
    answerChallenge: (challengeUrl, result) => api.call({ method: 'POST', path: new URL(challengeUrl, 'http://x').pathname, body: { result }, answer: challengeAnswerSchema }).map((a) => a.threeDS2Result),
    createCart: () => api.call({ method: 'POST', path: '/cart/v1/cart', body: {}, answer: cartAnswerSchema }),
    addItems: (lines) => api.call({ method: 'POST', path: '/cart/v1/item', body: { items: lines }, answer: cartAnswerSchema }),
    setShippingAddress: (basketId, address) =>
      api.call({ method: 'POST', path: `/cart/v2/cart/${encodeURIComponent(basketId)}/shippingAddress`, body: { ...address, context: 'CHECKOUT' }, answer: cartAnswerSchema }),
    setShippingMethod: (body) => api.call({ method: 'POST', path: '/cart/v1/shippingMethod', body, answer: cartAnswerSchema }),
    setBillingAddress: (basketId, address) => api.call({ method: 'POST', path: `${basketPath(basketId)}/billingAddress`, body: address, answer: cartAnswerSchema }),
    addCard: (basketId, token) => api.call({ method: 'POST', path: `${basketPath(basketId)}/paymentInstruments`, body: { payment_method_id: 'CREDIT_CARD', token }, answer: basketPaymentsAnswerSchema }),
    loadCart: (basketId) => api.call({ method: 'GET', path: basketPath(basketId), answer: cartAnswerSchema }),
  };
}
