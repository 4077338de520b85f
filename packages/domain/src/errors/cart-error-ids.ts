import type { ServerErrorCode } from './server-error-catalogue.js';

/** The named cart error ids of commerce section 8. */
export const CART_ERROR_IDS = [
  'CART_NOT_FOUND',
  'INVALID_CUSTOMER',
  'ITEM_NOT_AVAILABLE',
  'NO_PRICE',
  'INVALID_PRICE',
  'ITEM_OOS',
  'ITEMS_OOS',
  'ADDED_MAX_QUANTITY',
  'GWP_PRODUCT',
  'PAYMENT_ERROR',
  'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
  'CANT_SHIP_THERE',
  'GC_INVALID2',
  'GC_ALREADY_APPLIED',
  'GC_NOT_ALLOWED',
  'GC_ZERO_BALANCE',
  'ITEM_NO_LONGER_AVAILABLE',
  'CC_EXPIRY_DATE_INVALID',
  'PAYMENT_INSTRUMENT_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'SHIPPING_POBOX_UNAVAILABLE',
  'SOME_PRODUCTS_NO_INVENTORY',
  'DUPLICATED_TOKEN',
] as const;

/** One of the named cart error ids. */
export type CartErrorId = (typeof CART_ERROR_IDS)[number];

// Chosen from the meanings of the server codes. INV701 ("no inventory") and ORD404 ("item not
// available") are both item-level availability problems; INV405/INV407 ("items no longer
// available") share ORD430's id; PYT406 shares PYT405's meaning, so both are ADDRESS_NOT_FOUND.
const CART_ERROR_ID_BY_SERVER_CODE: Readonly<Partial<Record<ServerErrorCode, CartErrorId>>> = {
  BSK404: 'CART_NOT_FOUND',
  AUT498: 'INVALID_CUSTOMER',
  ORD404: 'ITEM_NOT_AVAILABLE',
  INV701: 'ITEM_NOT_AVAILABLE',
  INV702: 'NO_PRICE',
  PRC400: 'INVALID_PRICE',
  INV700: 'ITEM_OOS',
  INV406: 'ITEMS_OOS',
  INV408: 'ADDED_MAX_QUANTITY',
  GWP403: 'GWP_PRODUCT',
  PAY400: 'PAYMENT_ERROR',
  PYT402: 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
  PAY401: 'CANT_SHIP_THERE',
  GFC800: 'GC_INVALID2',
  GFC700: 'GC_INVALID2',
  GFC760: 'GC_INVALID2',
  GFC755: 'GC_ALREADY_APPLIED',
  GFC725: 'GC_NOT_ALLOWED',
  GFC740: 'GC_ZERO_BALANCE',
  ORD430: 'ITEM_NO_LONGER_AVAILABLE',
  INV405: 'ITEM_NO_LONGER_AVAILABLE',
  INV407: 'ITEM_NO_LONGER_AVAILABLE',
  FE309: 'CC_EXPIRY_DATE_INVALID',
  PYT404: 'PAYMENT_INSTRUMENT_NOT_FOUND',
  PYT405: 'ADDRESS_NOT_FOUND',
  PYT406: 'ADDRESS_NOT_FOUND',
  SHP500: 'SHIPPING_POBOX_UNAVAILABLE',
  INV409: 'SOME_PRODUCTS_NO_INVENTORY',
  AUT409: 'DUPLICATED_TOKEN',
};

/** The named cart error id for a server code, or undefined when the code has none. */
export function cartErrorIdForServerCode(code: string): CartErrorId | undefined {
  const table: Readonly<Record<string, CartErrorId>> = CART_ERROR_ID_BY_SERVER_CODE;
  return Object.hasOwn(table, code) ? table[code] : undefined;
}

/** The server codes that map to a named cart error id (the reverse of `cartErrorIdForServerCode`). */
export function serverCodesForCartErrorId(id: CartErrorId): ServerErrorCode[] {
  return (Object.entries(CART_ERROR_ID_BY_SERVER_CODE) as [ServerErrorCode, CartErrorId][]).filter(([, mapped]) => mapped === id).map(([code]) => code);
}

/** True when the value is one of the named cart error ids. */
export function isCartErrorId(value: string): value is CartErrorId {
  return (CART_ERROR_IDS as readonly string[]).includes(value);
}
