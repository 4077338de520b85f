import { SHIPPING_METHOD_CODES } from './shipping-method-type.js';
import type { ShippingOption } from './shipping-option.schema.js';

/** The single option given to an item without shipping options: digital for digital products, else standard. */
export function defaultShippingOptionFor(isDigitalProduct: boolean): ShippingOption {
  const code = isDigitalProduct ? SHIPPING_METHOD_CODES.digital : SHIPPING_METHOD_CODES.standard;
  return { selected: true, available: true, shippingMethod: { code } };
}

/**
 * Returns the item unchanged when it has shipping options, else with one default selected option.
 * @example withDefaultShippingOption({ isDigitalProduct: true }).shippingOptions[0].shippingMethod.code // 'digital'
 */
export function withDefaultShippingOption<T extends { isDigitalProduct?: boolean; shippingOptions?: ShippingOption[] }>(
  item: T,
): T & { shippingOptions: ShippingOption[] } {
  if (item.shippingOptions !== undefined && item.shippingOptions.length > 0) {
    return { ...item, shippingOptions: item.shippingOptions };
  }
  return { ...item, shippingOptions: [defaultShippingOptionFor(item.isDigitalProduct === true)] };
}
