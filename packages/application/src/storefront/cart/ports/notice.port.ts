import type { ToastVariant } from '@stride/domain/ui';

/**
 * The message ids of the toasts the cart flows raise: ids of the web's message catalogue (ICU),
 * so that the screen words them in its own language (the web's type check fails on an id its
 * catalogue lacks).
 */
export const CART_TOAST_MESSAGE_IDS = [
  'cart.carriedOverTitle',
  'cart.carriedOverMessage',
  'cart.resetTitle',
  'cart.expiredTitle',
  'storefront.INVALID_CUSTOMER_CART',
  'storefront.CART_EXPIRED',
] as const;

/** The id of a cart toast's title or message in the message catalogue. */
export type CartToastMessageId = (typeof CART_TOAST_MESSAGE_IDS)[number];

/** A toast the cart flows raise, as message ids and values: the screen words it (the web's toast queue shows it). */
export interface CartToast {
  readonly titleId: CartToastMessageId;
  readonly messageId?: CartToastMessageId;
  /** The values of the messages' ICU arguments (`{currency}`, `{left, plural, ...}`). */
  readonly values?: Readonly<Record<string, string | number>>;
  readonly variant: ToastVariant;
  readonly persistent?: boolean;
}

/** Shows toasts. */
export interface Toasts {
  show(toast: CartToast): void;
}

/** Reloads the page (the browser's `location.reload`), remembering when for the reload guard. */
export interface Reloader {
  /** Records the time of this reload (it survives the reload: session storage) and reloads. */
  reload(): void;
  /** When the page last reloaded through `reload`, epoch ms; null when never. */
  lastReloadAtMs(): number | null;
  /** The page's clock, epoch ms. */
  nowMs(): number;
}

/** Runs a function later; a port so tests need no real clock. */
export interface Timer {
  after(milliseconds: number, run: () => void): void;
}
