/** One row of the server error table: code, HTTP status, the spec's meaning, the English default message. */
export type ServerErrorRow = readonly [code: string, httpStatus: number, meaning: string, message: string];

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

/** A server error code with its area, meaning, HTTP status and English default message. */
export interface ServerErrorEntry {
  readonly code: string;
  readonly area: ServerErrorArea;
  readonly meaning: string;
  readonly httpStatus: number;
  readonly message: string;
}
