import { defaultShippingOptionFor } from './default-shipping-option.js';
import { SHIPPING_METHOD_CODES, shippingMethodTypeFor } from './shipping-method-type.js';
import type { ShippingMethodType } from './shipping-method-type.js';
import type { ShippingOption } from './shipping-option.schema.js';

/** The fields of a cart item that decide its delivery. */
export interface ShippableItem {
  readonly qty?: number;
  readonly isDigitalProduct?: boolean;
  readonly shippingOptions?: readonly ShippingOption[];
}

/** The selected option of an item, or its default option when it has none selected. */
export function selectedShippingOption(item: ShippableItem): ShippingOption {
  return item.shippingOptions?.find((option) => option.selected) ?? defaultShippingOptionFor(item.isDigitalProduct === true);
}

// The spec does not say how same-day pickup is recognised; a real store offers it when the
// chosen store holds the whole quantity now, and otherwise ships it to the store.
/** True when a pickup option's store holds at least the quantity wanted, so it can be picked up today. */
export function isSameDayPickupOption(option: ShippingOption, qty = 1): boolean {
  const code = option.shippingMethod.code.trim().toLowerCase();
  const isPickup = code === SHIPPING_METHOD_CODES.pickup || code === SHIPPING_METHOD_CODES.pudo;
  return isPickup && (option.storeInfo?.storeInventory ?? 0) >= qty;
}

/**
 * The shipping method type of an item's selected option (BOPIS_SD for a same-day pickup).
 * @example itemShippingType({ shippingOptions: [] }) // 'STANDARD'
 */
export function itemShippingType(item: ShippableItem): ShippingMethodType {
  const option = selectedShippingOption(item);
  const sameDay = isSameDayPickupOption(option, item.qty ?? 1);
  return shippingMethodTypeFor(option.shippingMethod.code, { sameDay });
}
