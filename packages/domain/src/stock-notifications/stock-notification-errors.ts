import { STRIDE_DEFINED_ERRORS } from '../errors/stride-defined-errors.js';
import { strideError, type StrideError } from '../errors/stride-error.js';

/** Stride's code for notify me asked on a product that does not offer it, or with the feature switched off. */
export const NOTIFY_ME_OFF = 'NOTIFY_ME_OFF';
/** Stride's code for notify me asked on a size that is in stock. */
export const NOTIFY_ME_IN_STOCK = 'NOTIFY_ME_IN_STOCK';
/** Stride's code for a guest asking without an e-mail address (a signed-in shopper's is their profile's). */
export const NOTIFY_ME_EMAIL_REQUIRED = 'NOTIFY_ME_EMAIL_REQUIRED';

type NotifyMeErrorCode = typeof NOTIFY_ME_OFF | typeof NOTIFY_ME_IN_STOCK | typeof NOTIFY_ME_EMAIL_REQUIRED;

/**
 * A notify-me error worded as Stride's table words its code.
 * @example notifyMeError('NOTIFY_ME_IN_STOCK').message // 'This size is in stock: add it to your cart.'
 */
export function notifyMeError(code: NotifyMeErrorCode): StrideError {
  return strideError(code, STRIDE_DEFINED_ERRORS[code].message);
}
