import { HOME_DELIVERY_SHIPMENT_ID } from '@stride/domain/shipping';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { AddCartItemLine, CartAnswer, CartAnswerItem } from '../../api-contract/cart.contract.js';
import type { DeliveryAddressFields } from '../../api-contract/delivery.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import type { CheckoutApi } from './checkout-api.port.js';

const PICKUP_CODES = new Set(['pickup', 'pudo', 'sts']);

/** The line that buys an item again: same variant and quantity, same pickup store. */
function lineFor(cartId: string, item: CartAnswerItem): AddCartItemLine {
  const selected = item.shippingOptions.find((option) => option.selected);
  const storeId = selected !== undefined && PICKUP_CODES.has(selected.shippingMethod.code) ? selected.storeInfo?.id : undefined;
  return {
    cartId,
    productId: item.productId,
    upc: item.upc,
    qty: item.qty,
    maxQty: item.maxQty,
    ...(storeId === undefined ? {} : { storeId }),
    ...(item.recipeId === undefined ? {} : { recipeId: item.recipeId }),
    ...(item.giftOption === undefined ? {} : { giftOption: item.giftOption }),
  };
}

/** The address fields of a cart answer's address, as the address calls accept them. */
const ADDRESS_KEYS = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'country',
  'countryCode',
  'email',
  'phone',
  'phoneCode',
] as const;
export function addressFieldsOf(address: Readonly<Record<string, unknown>> | undefined): DeliveryAddressFields | undefined {
  if (address === undefined) return undefined;
  const out: Record<string, string> = {};
  for (const key of ADDRESS_KEYS) {
    const value = address[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out as DeliveryAddressFields;
}

/**
 * On order failure "a new cart is created" (commerce section 4): a new basket with the failed
 * cart's items (gifts with purchase come back by themselves), its shipping address and home
 * delivery method and its billing address, so the shopper is back on billing with only the
 * payment to enter again. Answers the new cart.
 * @example const fresh = await startNewCart(api, cart); if (fresh.isOk()) replaceLocalCart(fresh.value);
 */
export function startNewCart(api: CheckoutApi, failed: CartAnswer): ResultAsync<CartAnswer, ApiFailure> {
  const items = failed.items.filter((item) => !item.bonus);
  const shipping = addressFieldsOf(failed.shippingAddress);
  const billing = addressFieldsOf(failed.billingAddress);
  const homeCode = failed.shippingMethods.find((s) => s.shippingId === HOME_DELIVERY_SHIPMENT_ID)?.code;
  return api.createCart().andThen((created) => {
    const basketId = created.basketId;
    const withItems = items.length === 0 ? okAsync<CartAnswer, ApiFailure>(created) : api.addItems(items.map((item) => lineFor(basketId, item)));
    return withItems
      .andThen((cart) => (shipping === undefined ? okAsync<CartAnswer, ApiFailure>(cart) : api.setShippingAddress(basketId, shipping)))
      .andThen((cart) =>
        homeCode === undefined || shipping === undefined
          ? okAsync<CartAnswer, ApiFailure>(cart)
          : api.setShippingMethod({ cartId: basketId, shippingId: HOME_DELIVERY_SHIPMENT_ID, code: homeCode, shopperAppliedSM: true }),
      )
      .andThen((cart) => (billing === undefined ? okAsync<CartAnswer, ApiFailure>(cart) : api.setBillingAddress(basketId, billing)));
  });
}
