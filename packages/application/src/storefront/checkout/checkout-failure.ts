import { CART_ERROR_MESSAGES, STOREFRONT_MESSAGES, cartErrorHandlingFor, type CartErrorId } from '@stride/domain/errors';
import type { ApiFailure } from '../ports/api-failure.js';
import type { CheckoutStep } from './checkout-step.js';

/** Shown when the 3-D Secure challenge fails (commerce section 4: "a payment-authentication error"). */
export const PAYMENT_AUTHENTICATION_FAILED_MESSAGE = 'Payment authentication failed. Your order was not placed. Please try again or use another card.';

/** Which call failed: the readiness check, placing the order, or completing the 3-D Secure challenge. */
export type CheckoutStage = 'prepare' | 'place' | 'challenge';

/** How checkout presents a failure: a banner in the page, a toast, or a page reload (invalid customer). */
export type CheckoutFailurePresentation = 'banner' | 'toast' | 'persistent-toast' | 'reload-page';

/** What checkout does after a failed call (commerce section 4, "Order flow implied by the calls"). */
export interface CheckoutFailureRoute {
  /** The step to show next, or null to stay where the shopper is. */
  readonly step: CheckoutStep | null;
  /** Load the cart again (items no longer available, delivery changes). */
  readonly reloadCart: boolean;
  /** The order failed: start a new cart with the same items and addresses. */
  readonly newCart: boolean;
  readonly presentation: CheckoutFailurePresentation;
  readonly message: string;
  readonly errorId?: string;
}

// Delivery changes and invalid shipping addresses (a region tax cannot be calculated for, TAX309) send the shopper back to shipping.
const DELIVERY_CODES = new Set(['SHP404', 'SHP410', 'SHP500', 'CHK380', 'CHK320', 'PAY401', 'TAX309', 'ORD516', 'ORD517', 'ORD518']);
// Totals that changed since the order was prepared (TAX310 tax updated): the cart is reloaded for the shopper to review.
const TOTALS_CHANGED_CODES = new Set(['TAX310']);
// Items that can no longer be bought as they are: the cart is reloaded so the shopper sees which.
const ITEM_IDS = new Set<CartErrorId>([
  'ITEM_NO_LONGER_AVAILABLE',
  'ITEMS_OOS',
  'SOME_PRODUCTS_NO_INVENTORY',
  'ITEM_OOS',
  'ITEM_NOT_AVAILABLE',
  'NO_PRICE',
  'INVALID_PRICE',
]);
// Problems the shopper fixes on the billing step without a new cart; a captcha refused (AUT403) or not judged
// (CAPTCHA_UNAVAILABLE) placed nothing either, so the same cart is tried again.
const BILLING_CODES = new Set(['BIL400', 'BILL410', 'PYT405', 'PYT406', 'PYT400', 'FE309', 'AUT403', 'CAPTCHA_UNAVAILABLE']);

function presentationOf(errorId: string): CheckoutFailurePresentation {
  const handling = cartErrorHandlingFor(errorId);
  if (handling === 'persistent-toast') return 'persistent-toast';
  if (handling === 'toast') return 'toast';
  return 'banner';
}

/**
 * Where checkout goes after a failed call: delivery problems back to shipping with the cart
 * reloaded; unavailable items reload the cart; billing problems back to billing; any other order
 * failure back to billing with a notification and a new cart. A failed 3-D Secure challenge is the
 * payment-authentication error. Network and unreadable answers keep the shopper where they are
 * (placing the order is idempotent per basket, so trying again is safe).
 * @example routeCheckoutFailure(refused, 'place') // { step: 'billing', newCart: true, presentation: 'persistent-toast', ... }
 */
export function routeCheckoutFailure(failure: ApiFailure, stage: CheckoutStage): CheckoutFailureRoute {
  if (failure.kind !== 'answer') {
    return { step: null, reloadCart: false, newCart: false, presentation: 'persistent-toast', message: STOREFRONT_MESSAGES.SOMETHING_WENT_WRONG };
  }
  const { errorId, cartErrorId, message } = failure.error;
  if (cartErrorId === 'INVALID_CUSTOMER') {
    return { step: null, reloadCart: false, newCart: false, presentation: 'reload-page', message: CART_ERROR_MESSAGES.INVALID_CUSTOMER, errorId };
  }
  if (DELIVERY_CODES.has(errorId)) return { step: 'shipping', reloadCart: true, newCart: false, presentation: 'banner', message, errorId };
  if (TOTALS_CHANGED_CODES.has(errorId)) return { step: null, reloadCart: true, newCart: false, presentation: 'banner', message, errorId };
  if (cartErrorId !== undefined && ITEM_IDS.has(cartErrorId)) {
    // In the cart ITEMS_OOS is shown at item level only; checkout says it in its banner.
    const text = cartErrorId === 'ITEMS_OOS' ? CART_ERROR_MESSAGES.ITEMS_OOS : message;
    return { step: null, reloadCart: true, newCart: false, presentation: 'banner', message: text, errorId };
  }
  if (stage === 'challenge') {
    return { step: 'billing', reloadCart: false, newCart: true, presentation: 'banner', message: PAYMENT_AUTHENTICATION_FAILED_MESSAGE, errorId };
  }
  if (BILLING_CODES.has(errorId) || stage === 'prepare')
    return { step: 'billing', reloadCart: false, newCart: false, presentation: 'banner', message, errorId };
  return { step: 'billing', reloadCart: false, newCart: true, presentation: presentationOf(errorId), message, errorId };
}
