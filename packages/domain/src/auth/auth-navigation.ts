import { splitLocalePath, withLocalePrefix } from '../catalogue/locale-path.js';

/** Where sign-in sends the shopper when the sign-in flow carries an order number. */
export const SIGN_IN_ORDER_TARGET = '/account';
/** Where sign-out sends the shopper from a page that needs the signed-in identity. */
export const SIGN_OUT_HOME_TARGET = '/';

// First path segments (after the locale) whose content belongs to the signed-out identity.
const SIGN_OUT_LEAVES = ['cart', 'checkout', 'favorites', 'account'] as const;

/**
 * Path to go to after sign-in, or null to stay on the current page.
 * The locale of `currentPath` is kept (spec '/account' becomes '/en-us/account' on a localised page).
 */
export function signInTarget(input: { orderNumber?: string | null; currentPath: string }): string | null {
  if ((input.orderNumber ?? '').trim() === '') return null;
  return withLocalePrefix(splitLocalePath(input.currentPath).locale, SIGN_IN_ORDER_TARGET);
}

/**
 * Path to go to after sign-out, or null to stay: home from cart, checkout, favorites or account pages.
 * @example signOutTarget('/en-us/checkout') // '/en-us' (the locale home)
 */
export function signOutTarget(currentPath: string): string | null {
  const { locale, rest } = splitLocalePath(currentPath);
  const first = rest.split('/')[1] ?? '';
  const leaves = (SIGN_OUT_LEAVES as readonly string[]).includes(first);
  return leaves ? withLocalePrefix(locale, SIGN_OUT_HOME_TARGET) : null;
}
