import type { StrideApiClient } from '@stride/adapters-http/browser';
import { addressFieldsOf, startCheckout, type CartAnswer, type CheckoutApi, type CheckoutStart } from '@stride/application/storefront';
import { HOME_DELIVERY_SHIPMENT_ID } from '@stride/domain/shipping';

/**
 * Express checkout for a signed-in shopper (commerce sections 2 and 4), loaded only for one: with a main saved
 * card and a main shipping address of the checkout's country (or a pickup-only cart), the address and the
 * server's default home delivery go on the basket, then the main card and the billing address (storefront's
 * startCheckout), and checkout opens on summary. Null when it stays on shipping as it is.
 */
export async function expressStart(api: StrideApiClient, checkoutApi: CheckoutApi, cart: CartAnswer, countryCode: string): Promise<CheckoutStart | null> {
  const saved = await api.call('getSavedPaymentInstruments');
  if (saved.isErr()) return null;
  const savedCards = saved.value.payment_instruments
    .filter((i) => i.card !== undefined)
    .map((i) => ({ paymentInstrumentId: i.paymentInstrumentId, main: i.card?.isMain === true }));
  if (!savedCards.some((card) => card.main)) return null;
  const withAddress = cart.shippingAddress === undefined ? await withMainAddress(api, cart, countryCode) : cart;
  const start = await startCheckout(checkoutApi, { cart: withAddress, savedCards });
  return start.isOk() ? start.value : null;
}

/** The basket with the shopper's main shipping address and the default home delivery method, when there is one to ship. */
async function withMainAddress(api: StrideApiClient, cart: CartAnswer, countryCode: string): Promise<CartAnswer> {
  const profile = await api.call('getConsumerProfile', {});
  if (profile.isErr()) return cart;
  const { email, consumerDetails } = profile.value.consumerProfile;
  const main = consumerDetails.address.find((a) => a.approachType === 'S' && a.main && a.countryCode === countryCode);
  const fields = addressFieldsOf(main === undefined ? undefined : { email, ...main });
  if (fields === undefined) return cart;
  const basketId = cart.basketId;
  const shipped = await api.call('setShippingAddress', { params: { basketId }, body: { ...fields, context: 'CHECKOUT' } });
  if (shipped.isErr()) return cart;
  const methods = await api.call('getShippingMethods', { params: { basketId, shippingId: HOME_DELIVERY_SHIPMENT_ID } });
  const code = methods.isOk() ? (methods.value.code ?? methods.value.applicableShippingMethods[0]?.code) : undefined;
  if (code === undefined) return shipped.value;
  const withMethod = await api.call('setShippingMethod', { body: { cartId: basketId, shippingId: HOME_DELIVERY_SHIPMENT_ID, code, shopperAppliedSM: true } });
  return withMethod.isOk() ? withMethod.value : shipped.value;
}
