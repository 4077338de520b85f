import type { cartAnswerSchema, giftCardBalanceAnswerSchema, saveForLaterAnswerSchema, shipmentMethodsAnswerSchema } from '@stride/application/storefront';
import type { CartAnswer, CartApi } from '@stride/application/storefront';
import type { z } from 'zod';
import { answerOf, trustedAnswer, type StrideApiClient } from './stride-api-client.js';

// Answers are typed by their schemas but not re-checked here (AnswerReader): the bff checks them in tests.
type MovedToSaved = CartAnswer & { readonly saveForLater: z.output<typeof saveForLaterAnswerSchema> };
const movedToSaved = trustedAnswer<MovedToSaved>();
// The instrument calls answer the basket's payments; the cart flows load the whole cart after them.
const anyAnswer = trustedAnswer<unknown>();
const path = (segment: string) => encodeURIComponent(segment);

/**
 * The cart port over the Stride API (commerce section 7, "Cart"): the cart, item, coupon,
 * saved-for-later, gift card and shipping method calls.
 * @example createHttpCartApi(createStrideApiClient({ fetch, baseUrl, locale: 'en-US', newCorrelationId }))
 */
export function createHttpCartApi(client: StrideApiClient): CartApi {
  return {
    createCart: () => client.call({ method: 'POST', path: '/cart/v1/cart', body: {}, answer: answerOf<typeof cartAnswerSchema>() }),
    getCart: (basketId) => client.call({ method: 'GET', path: `/cart/v1/cart/${path(basketId)}`, answer: answerOf<typeof cartAnswerSchema>() }),
    addItems: (basketId, lines) =>
      client.call({ method: 'POST', path: '/cart/v1/item', body: { items: lines.map((line) => ({ cartId: basketId, ...line })) }, answer: answerOf<typeof cartAnswerSchema>() }),
    updateItemQty: (basketId, itemId, qty) =>
      client.call({ method: 'PUT', path: `/cart/v1/cart/${path(basketId)}/item`, body: { cartId: basketId, itemId, qty }, answer: answerOf<typeof cartAnswerSchema>() }),
    removeItem: (basketId, itemId) => client.call({ method: 'DELETE', path: '/cart/v1/item', body: { cartId: basketId, itemId }, answer: answerOf<typeof cartAnswerSchema>() }),
    applyCoupon: (basketId, code) => client.call({ method: 'PUT', path: '/cart/v1/coupon', body: { cartId: basketId, code }, answer: answerOf<typeof cartAnswerSchema>() }),
    removeCoupon: (basketId, code) => client.call({ method: 'DELETE', path: '/cart/v1/coupon', body: { cartId: basketId, code }, answer: answerOf<typeof cartAnswerSchema>() }),
    moveToSaved: (basketId, itemId) =>
      client.call({ method: 'POST', path: `/cart/v2/cart/${path(basketId)}/saveForLater`, body: { itemId, cartId: basketId }, answer: movedToSaved }),
    readSaved: () => client.call({ method: 'GET', path: '/wishlists/v2/saveForLater', answer: answerOf<typeof saveForLaterAnswerSchema>() }),
    removeSaved: (saveForLaterId, itemId) =>
      client.call({ method: 'DELETE', path: `/cart/v2/saveForLater/${path(saveForLaterId)}/items/${path(itemId)}`, answer: answerOf<typeof saveForLaterAnswerSchema>() }),
    giftCardBalance: (giftCardNumber, pin) =>
      client.call({ method: 'POST', path: '/cart/v1/giftcard/balance', body: { giftCardNumber, pin }, answer: answerOf<typeof giftCardBalanceAnswerSchema>() }),
    addGiftCard: (basketId, giftCardNumber, pin) =>
      client
        .call({ method: 'POST', path: `/cart/v1/cart/${path(basketId)}/paymentInstruments`, body: { payment_method_id: 'GIFT_CARD', giftCardNumber, pin }, answer: anyAnswer })
        .map(() => undefined),
    removePaymentInstrument: (basketId, paymentInstrumentId) =>
      client
        .call({ method: 'DELETE', path: `/cart/v1/cart/${path(basketId)}/paymentInstruments`, body: { payment_instrument_id: paymentInstrumentId }, answer: anyAnswer })
        .map(() => undefined),
    shippingMethods: (basketId, shippingId) =>
      client.call({ method: 'GET', path: `/cart/v1/cart/${path(basketId)}/shippingMethod/${path(shippingId)}`, answer: answerOf<typeof shipmentMethodsAnswerSchema>() }),
    setShippingMethod: (basketId, shippingId, code) =>
      client.call({ method: 'POST', path: '/cart/v1/shippingMethod', body: { cartId: basketId, shippingId, code, shopperAppliedSM: true }, answer: answerOf<typeof cartAnswerSchema>() }),
  };
}
