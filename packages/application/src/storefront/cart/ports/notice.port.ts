import type { ToastVariant } from '@stride/domain';

/** A toast the cart flows raise (the web's toast queue shows it). */
export interface CartToast {
  readonly title: string;
  readonly message?: string;
  readonly variant: ToastVariant;
  readonly persistent?: boolean;
}

/** Shows toasts. */
export interface Toasts {
  show(toast: CartToast): void;
}

/** Reloads the page (the browser's `location.reload`). */
export interface Reloader {
  reload(): void;
}

/** Runs a function later; a port so tests need no real clock. */
export interface Timer {
  after(milliseconds: number, run: () => void): void;
}
