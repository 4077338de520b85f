import { z } from 'zod';
import {
  cartAnswerSchema,
  giftCardBalanceAnswerSchema,
  saveForLaterAnswerSchema,
  shipmentMethodsAnswerSchema,
} from '@stride/application/storefront';
import type { CartApi } from '@stride/application/storefront';
import type { StrideApiClient } from './stride-api-client.js';

const movedToSavedSchema = cartAnswerSchema.extend({ saveForLater: saveForLaterAnswerSchema });
// The instrument calls answer the basket's payments; the cart flows load the whole cart after them.
const anyAnswer = z.unknown();
const path = (segment: string) => encodeURIComponent(segment);

/**
 * The cart port over the Stride API (commerce section 7, "Cart"): the cart, item, coupon,
 * saved-for-later, gift card and shipping method calls.
 * @example createHttpCartApi(createStrideApiClient({ fetch, baseUrl, locale: 'en-US', newCorrelationId }))
 */
export function createHttpCartApi(client: StrideApiClient): CartApi {
  return {
    createCart: () => client.call({ method: 'POST', path: '/cart/v1/cart', body: {}, answer: cartAnswerSchema }),
    getCart: (basketId) => client.call({ method: 'GET', path: `/cart/v1/cart/${path(basketId)}`, answer: cartAnswerSchema }),
    addItems: (basketId, lines) =>
      client.call({ method: 'POST', path: '/cart/v1/item', body: { items: lines.map((line) => ({ cartId: basketId, ...line })) }, answer: cartAnswerSchema }),
    updateItemQty: (basketId, itemId, qty) =>
      client.call({ method: 'PUT', path: `/cart/v1/cart/${path(basketId)}/item`, body: { cartId: basketId, itemId, qty }, answer: cartAnswerSchema }),
    removeItem: (basketId, itemId) => client.call({ method: 'DELETE', path: '/cart/v1/item', body: { cartId: basketId, itemId }, answer: cartAnswerSchema }),
    applyCoupon: (basketId, code) => client.call({ method: 'PUT', path: '/cart/v1/coupon', body: { cartId: basketId, code }, answer: cartAnswerSchema }),
    removeCoupon: (basketId, code) => client.call({ method: 'DELETE', path: '/cart/v1/coupon', body: { cartId: basketId, code }, answer: cartAnswerSchema }),
    moveToSaved: (basketId, itemId) =>
      client.call({ method: 'POST', path: `/cart/v2/cart/${path(basketId)}/saveForLater`, body: { itemId, cartId: basketId }, answer: movedToSavedSchema }),
    readSaved: () => client.call({ method: 'GET', path: '/wishlists/v2/saveForLater', answer: saveForLaterAnswerSchema }),
    removeSaved: (saveForLaterId, itemId) =>
      client.call({ method: 'DELETE', path: `/cart/v2/saveForLater/${path(saveForLaterId)}/items/${path(itemId)}`, answer: saveForLaterAnswerSchema }),
    giftCardBalance: (giftCardNumber, pin) =>
      client.call({ method: 'POST', path: '/cart/v1/giftcard/balance', body: { giftCardNumber, pin }, answer: giftCardBalanceAnswerSchema }),
    addGiftCard: (basketId, giftCardNumber, pin) =>
      client
        .call({ method: 'POST', path: `/cart/v1/cart/${path(basketId)}/paymentInstruments`, body: { payment_method_id: 'GIFT_CARD', giftCardNumber, pin }, answer: anyAnswer })
        .map(() => undefined),
    removePaymentInstrument: (basketId, paymentInstrumentId) =>
      client
        .call({ method: 'DELETE', path: `/cart/v1/cart/${path(basketId)}/paymentInstruments`, body: { payment_instrument_id: paymentInstrumentId }, answer: anyAnswer })
        .map(() => undefined),
    shippingMethods: (basketId, shippingId) =>
      client.call({ method: 'GET', path: `/cart/v1/cart/${path(basketId)}/shippingMethod/${path(shippingId)}`, answer: shipmentMethodsAnswerSchema }),
    setShippingMethod: (basketId, shippingId, code) =>
      client.call({ method: 'POST', path: '/cart/v1/shippingMethod', body: { cartId: basketId, shippingId, code, shopperAppliedSM: true }, answer: cartAnswerSchema }),
  };
}
