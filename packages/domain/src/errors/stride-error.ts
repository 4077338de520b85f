import type { CartErrorId } from './cart-error-ids.js';
import type { ServerErrorCode } from './server-error-catalogue.js';

/** A code carried by a domain error: a spec server code, a named cart error id, or another spec code. */
export type StrideErrorCode = ServerErrorCode | CartErrorId | (string & {});

/**
 * The error side of every domain `Result`: a spec code, optionally a message of its own, and details.
 * Without a message the code is worded where the error is answered: the bff in English from the
 * error table (`strideErrorMessage`), the web by code from its message catalogue. The rules that
 * raise errors therefore carry no wording, and the browser loads no English table with them.
 */
export interface StrideError {
  readonly code: StrideErrorCode;
  readonly message?: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/**
 * Builds a `StrideError`: a code, a message when the caller words it, details (which also fill the
 * table message's placeholders when the bff words it).
 * @example strideError('INV408', undefined, { maxQty: 5 }) // { code: 'INV408', details: { maxQty: 5 } }
 */
export function strideError(code: StrideErrorCode, message?: string, details?: Readonly<Record<string, unknown>>): StrideError {
  return { code, ...(message === undefined ? {} : { message }), ...(details === undefined ? {} : { details }) };
}
