import type { MessageId, Messages } from '../i18n/messages.js';
import { storefrontMessageText } from './storefront-message-text.js';

/** The message the checkout shows when a 3-D Secure challenge fails (the application layer's wording). */
const PAYMENT_AUTHENTICATION_FAILED = 'Payment authentication failed. Your order was not placed. Please try again or use another card.';
/** Codes whose message holds a number (`{maxQty}`, `{minimalAge}`, `{minLength}`), read back from the English. */
const NUMBERED = new Set(['INV408', 'PRO410', 'FE872', 'ADDED_MAX_QUANTITY']);

/**
 * A message the API or the application layer gives a shopper, in the page's language. English pages
 * show it as it came (the bff words it, placeholders filled); elsewhere a named storefront message
 * or the error catalogue's entry for its code (`apiError.<code>`, one per code of the domain's
 * table and of Stride's own codes, checked by api-error-text.test.ts) is shown, with the number of
 * a `{maxQty}`-style placeholder taken from the English. A message the catalogue cannot word (an
 * unknown code, a numbered message without its number) shows `fallback` in the page's language
 * when one is given, else the English as it came.
 * @example shopperErrorText(messages, 'This promo code has expired.', 'PRM155') // 'Ce code promotionnel est expiré.'
 */
export function shopperErrorText({ t, locale }: Messages, message: string, errorId?: string, fallback?: MessageId): string {
  if (locale.startsWith('en')) return message;
  const named = storefrontMessageText(t, message);
  if (named !== message) return named;
  if (message === PAYMENT_AUTHENTICATION_FAILED) return t('checkout.paymentAuthFailed');
  const unworded = fallback === undefined ? message : t(fallback);
  if (errorId === undefined || errorId === '') return unworded;
  const id = `apiError.${errorId}` as MessageId;
  const number = /\d+/.exec(message)?.[0];
  if (NUMBERED.has(errorId) && number === undefined) return unworded;
  const text = t(id, { maxQty: number, minimalAge: number, minLength: number });
  return text === id ? unworded : text;
}
