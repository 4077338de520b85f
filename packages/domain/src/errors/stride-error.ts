import { errorMessageFor } from './error-messages.js';
import type { CartErrorId } from './cart-error-ids.js';
import type { ServerErrorCode } from './server-error-catalogue.js';

/** A code carried by a domain error: a spec server code, a named cart error id, or another spec code. */
export type StrideErrorCode = ServerErrorCode | CartErrorId | (string & {});

/** The error side of every domain `Result`: a spec code, a readable message and optional details. */
export interface StrideError {
  readonly code: StrideErrorCode;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/**
 * Builds a `StrideError`; without a message, the English default of the message table is used
 * (with `details` filling its placeholders), and the code itself when the table has no entry.
 * @example strideError('INV408', undefined, { maxQty: 5 }).message // 'You have added the maximum quantity of 5 ...'
 */
export function strideError(code: StrideErrorCode, message?: string, details?: Readonly<Record<string, unknown>>): StrideError {
  const text = message ?? errorMessageFor(code, placeholderValues(details)) ?? code;
  return details === undefined ? { code, message: text } : { code, message: text, details };
}

function placeholderValues(details?: Readonly<Record<string, unknown>>): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(details ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  }
  return values;
}
