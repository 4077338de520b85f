/** One row of the server error table: code, HTTP status, the English default message (the meaning: server-error-meanings.ts). */
export type ServerErrorRow = readonly [code: string, httpStatus: number, message: string];

/** The areas of commerce section 8, "Server error codes". */
export type ServerErrorArea =
  | 'Cart and inventory'
  | 'Shipping'
  | 'Gift'
  | 'Gift cards'
  | 'Payment and billing'
  | 'Tax and totals'
  | 'Promo'
  | 'Rewards'
  | 'Lists and orders'
  | 'Profile'
  | 'Authentication'
  | 'General and API';

/** A server error code with its area, HTTP status and English default message. */
export interface ServerErrorEntry {
  readonly code: string;
  readonly area: ServerErrorArea;
  readonly httpStatus: number;
  readonly message: string;
}
