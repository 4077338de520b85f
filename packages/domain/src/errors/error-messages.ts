import { CART_ERROR_MESSAGES, ERROR_MESSAGE_FALLBACKS } from './cart-error-messages.js';
import { fillErrorPlaceholders, hasUnfilledPlaceholder, placeholderValues } from './error-placeholders.js';
import type { ErrorPlaceholderValues } from './error-placeholders.js';
import { SERVER_ERROR_CATALOGUE } from './server-error-catalogue.js';
import type { StrideError } from './stride-error.js';

// The English wording of every code, for the server's answers (the bff, the API reference). The
// browser words errors by code through the web's message catalogue and never imports this module.

/** The message table: an English default for every server code and every named cart error id. */
export const ERROR_MESSAGE_TABLE: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries(SERVER_ERROR_CATALOGUE.map((entry) => [entry.code, entry.message])),
  ...CART_ERROR_MESSAGES,
});

/**
 * The table message for a code with placeholders filled; when a placeholder has no value the
 * code's fallback is used (shoppers never see `{maxQty}`). Undefined when the table has no entry.
 */
export function errorMessageFor(code: string, values: ErrorPlaceholderValues = {}): string | undefined {
  if (!Object.hasOwn(ERROR_MESSAGE_TABLE, code)) return undefined;
  const template = ERROR_MESSAGE_TABLE[code] ?? '';
  const filled = fillErrorPlaceholders(template, values);
  const fallback = Object.hasOwn(ERROR_MESSAGE_FALLBACKS, code) ? ERROR_MESSAGE_FALLBACKS[code] : undefined;
  return hasUnfilledPlaceholder(filled) ? (fallback ?? filled) : filled;
}

/**
 * The English an error answer carries: the error's own message, else the table's for its code with
 * `details` filling the placeholders, else the code itself.
 * @example strideErrorMessage(strideError('INV408', undefined, { maxQty: 5 })) // 'You have added the maximum quantity of 5 for this item.'
 */
export function strideErrorMessage(error: Pick<StrideError, 'code' | 'message' | 'details'>): string {
  return error.message ?? errorMessageFor(error.code, placeholderValues(error.details)) ?? error.code;
}
