import type { CartApi } from '@stride/application/storefront';
import type { StrideApiClient } from './stride-api-client.js';

/**
 * The cart port over the Stride API (commerce section 7, "Cart"): the cart, item, coupon,
 * saved-for-later, gift card and shipping method calls, each by its name in the route table.
 * @example createHttpCartApi(createStrideApiClient({ fetch, baseUrl, locale: 'en-US', newCorrelationId }))
 */
export function createHttpCartApi(client: StrideApiClient): CartApi {
  return {
    createCart: () => client.call('createCart'),
    getCart: (basketId, query = {}) => client.call('getCart', { params: { basketId }, query }),
    addItems: (basketId, lines) => client.call('addCartItems', { body: { items: lines.map((line) => ({ cartId: basketId, ...line })) } }),
    updateItem: (basketId, itemId, qty, change) => client.call('updateCartItem', { params: { basketId }, body: { cartId: basketId, itemId, qty, ...change } }),
    removeItem: (basketId, itemId) => client.call('removeCartItem', { body: { cartId: basketId, itemId } }),
    applyCoupon: (basketId, code) => client.call('applyCoupon', { body: { cartId: basketId, code } }),
    removeCoupon: (basketId, code) => client.call('removeCoupon', { body: { cartId: basketId, code } }),
    moveToSaved: (basketId, itemId) => client.call('moveCartItemToSaved', { params: { basketId }, body: { itemId, cartId: basketId } }),
    readSaved: () => client.call('getSavedForLater'),
    removeSaved: (saveForLaterId, itemId) => client.call('removeSavedItem', { params: { saveForlaterId: saveForLaterId, itemId } }),
    giftCardBalance: (giftCardNumber, pin) => client.call('checkGiftCardBalance', { body: { giftCardNumber, pin } }),
    // The instrument calls answer the basket's payments; the cart flows load the whole cart after them.
    addGiftCard: (basketId, giftCardNumber, pin) =>
      client.call('addPaymentInstrument', { params: { basketId }, body: { payment_method_id: 'GIFT_CARD', giftCardNumber, pin } }).map(() => undefined),
    removePaymentInstrument: (basketId, paymentInstrumentId) =>
      client.call('removePaymentInstrument', { params: { basketId }, body: { payment_instrument_id: paymentInstrumentId } }).map(() => undefined),
    shippingMethods: (basketId, shippingId) => client.call('getShippingMethods', { params: { basketId, shippingId } }),
    setShippingMethod: (basketId, shippingId, code) =>
      client.call('setShippingMethod', { body: { cartId: basketId, shippingId, code, shopperAppliedSM: true } }),
  };
}
