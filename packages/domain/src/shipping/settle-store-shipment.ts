import { HOME_CODES_BY_KIND } from './applicable-shipping-methods.js';

/** Where a store shipment's lines go once the store's stock and services are read again. */
export type StoreShipmentSettlement = { readonly kind: 'keep' } | { readonly kind: 'store'; readonly code: string } | { readonly kind: 'home' };

/**
 * What becomes of a store shipment whose chosen method the store may no longer offer (commerce section 4, delivery
 * transitions): kept while the store still offers it; otherwise the method the store offers now (pickup once it holds
 * every line, ship to store when it is short); home delivery when it offers neither, or the store is gone.
 * @example settleStoreShipment('pickup', [{ code: 'sts', ... }]) // { kind: 'store', code: 'sts' }
 */
export function settleStoreShipment(selectedCode: string, offered: readonly { readonly code: string }[]): StoreShipmentSettlement {
  if (offered.some((method) => method.code === selectedCode)) return { kind: 'keep' };
  const first = offered[0];
  return first === undefined ? { kind: 'home' } : { kind: 'store', code: first.code };
}

/**
 * The regular home method a chosen one falls back to when it is no longer offered (OrderShippingMethodDowngraded):
 * the first regular method offered, or undefined when the choice still stands, is no regular method, or none is offered.
 * @example homeMethodDowngrade('express', [{ code: 'standard' }]) // 'standard'
 */
export function homeMethodDowngrade(chosenCode: string | undefined, offered: readonly { readonly code: string }[]): string | undefined {
  const regular: readonly string[] = HOME_CODES_BY_KIND.regular;
  if (chosenCode === undefined || !regular.includes(chosenCode)) return undefined;
  if (offered.some((method) => method.code === chosenCode)) return undefined;
  return offered.find((method) => regular.includes(method.code))?.code;
}
