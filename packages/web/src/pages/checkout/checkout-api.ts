import type { StrideApiClient } from '@stride/adapters-http/browser';
import { type CheckoutApi } from '@stride/application/storefront';
import type { basketPaymentsAnswerSchema, cartAnswerSchema, challengeAnswerSchema, orderAnswerSchema } from '@stride/application/storefront';
import { answerOf } from '@stride/adapters-http/browser';

const basketPath = (basketId: string) => `/cart/v1/cart/${encodeURIComponent(basketId)}`;

/** The checkout flows' port over the typed API client (commerce section 7's calls). */
export function createCheckoutApi(api: StrideApiClient): CheckoutApi {
  return {
    prepareOrder: (basketId) => api.call({ method: 'POST', path: '/cart/v1/cart/prepareOrder', body: { basketId }, answer: answerOf<typeof basketPaymentsAnswerSchema>() }),
    placeOrder: (body) => api.call({ method: 'PUT', path: '/cart/v2/checkout/order', body, answer: answerOf<typeof orderAnswerSchema>() }),
    patchOrder: (orderNumber, body) => api.call({ method: 'PATCH', path: `/cart/v2/checkout/order/${encodeURIComponent(orderNumber)}`, body, answer: answerOf<typeof orderAnswerSchema>() }),
    // The sandbox provider is mounted on this origin under /psp/ (its own origin in production).
    answerChallenge: (challengeUrl, result) => api.call({ method: 'POST', path: new URL(challengeUrl, 'http://x').pathname, body: { result }, answer: answerOf<typeof challengeAnswerSchema>() }).map((a) => a.threeDS2Result),
    createCart: () => api.call({ method: 'POST', path: '/cart/v1/cart', body: {}, answer: answerOf<typeof cartAnswerSchema>() }),
    addItems: (lines) => api.call({ method: 'POST', path: '/cart/v1/item', body: { items: lines }, answer: answerOf<typeof cartAnswerSchema>() }),
    setShippingAddress: (basketId, address) =>
      api.call({ method: 'POST', path: `/cart/v2/cart/${encodeURIComponent(basketId)}/shippingAddress`, body: { ...address, context: 'CHECKOUT' }, answer: answerOf<typeof cartAnswerSchema>() }),
    setShippingMethod: (body) => api.call({ method: 'POST', path: '/cart/v1/shippingMethod', body, answer: answerOf<typeof cartAnswerSchema>() }),
    setBillingAddress: (basketId, address) => api.call({ method: 'POST', path: `${basketPath(basketId)}/billingAddress`, body: address, answer: answerOf<typeof cartAnswerSchema>() }),
    addCard: (basketId, token) => api.call({ method: 'POST', path: `${basketPath(basketId)}/paymentInstruments`, body: { payment_method_id: 'CREDIT_CARD', token }, answer: answerOf<typeof basketPaymentsAnswerSchema>() }),
    loadCart: (basketId) => api.call({ method: 'GET', path: basketPath(basketId), answer: answerOf<typeof cartAnswerSchema>() }),
  };
}
