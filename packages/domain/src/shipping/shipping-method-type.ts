/** The shipping method types the storefront shows (commerce section 4, "Shipping method codes"). */
export const SHIPPING_METHOD_TYPES = ['PICKUP', 'BOPIS_SD', 'BOPIS_STS', 'DIGITAL', 'CUSTOMS', 'STANDARD', 'STH'] as const;

/** One shipping method type. */
export type ShippingMethodType = (typeof SHIPPING_METHOD_TYPES)[number];

/** The shipping method codes the spec names; any other code is home delivery (STH). */
export const SHIPPING_METHOD_CODES = {
  pickup: 'pickup',
  pudo: 'pudo',
  shipToStore: 'sts',
  digital: 'digital',
  customs: 'customs',
  standard: 'standard',
} as const;

/**
 * The type of a shipping method code; a pickup code is shown as BOPIS_SD when the pickup is same-day.
 * Codes are compared trimmed and case-insensitively because servers are not consistent about case.
 * @example shippingMethodTypeFor('sts') // 'BOPIS_STS'
 */
export function shippingMethodTypeFor(code: string, options: { sameDay?: boolean } = {}): ShippingMethodType {
  switch (code.trim().toLowerCase()) {
    case SHIPPING_METHOD_CODES.pickup:
    case SHIPPING_METHOD_CODES.pudo:
      return options.sameDay === true ? 'BOPIS_SD' : 'PICKUP';
    case SHIPPING_METHOD_CODES.shipToStore:
      return 'BOPIS_STS';
    case SHIPPING_METHOD_CODES.digital:
      return 'DIGITAL';
    case SHIPPING_METHOD_CODES.customs:
      return 'CUSTOMS';
    case SHIPPING_METHOD_CODES.standard:
      return 'STANDARD';
    default:
      return 'STH';
  }
}

/** True for the types collected at a store or pickup point (pickup, same-day pickup, ship to store). */
export function isPickupShippingType(type: ShippingMethodType): boolean {
  return type === 'PICKUP' || type === 'BOPIS_SD' || type === 'BOPIS_STS';
}
