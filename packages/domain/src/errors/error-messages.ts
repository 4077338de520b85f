import { CART_ERROR_MESSAGES, ERROR_MESSAGE_FALLBACKS } from './cart-error-messages.js';
import { SERVER_ERROR_CATALOGUE } from './server-error-catalogue.js';

/** Values for `{name}` placeholders in messages. */
export type ErrorPlaceholderValues = Readonly<Record<string, string | number>>;

/** The message table: an English default for every server code and every named cart error id. */
export const ERROR_MESSAGE_TABLE: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries(SERVER_ERROR_CATALOGUE.map((entry) => [entry.code, entry.message])),
  ...CART_ERROR_MESSAGES,
});

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/**
 * Fills `{name}` placeholders from `values`; a placeholder without a value is left as written
 * so that a missing value is visible rather than silently dropped.
 * @example fillErrorPlaceholders('Up to {maxQty}', { maxQty: 3 }) // 'Up to 3'
 */
export function fillErrorPlaceholders(template: string, values: ErrorPlaceholderValues = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** True when the text still holds a `{name}` placeholder. */
export function hasUnfilledPlaceholder(text: string): boolean {
  return new RegExp(PLACEHOLDER.source).test(text);
}

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

/** The ADDED_MAX_QUANTITY message: names the maximum when known, else the default message. */
export function addedMaxQuantityMessage(maxQty?: number): string {
  const values: ErrorPlaceholderValues = maxQty === undefined ? {} : { maxQty };
  return errorMessageFor('ADDED_MAX_QUANTITY', values) ?? CART_ERROR_MESSAGES.ADDED_MAX_QUANTITY;
}
