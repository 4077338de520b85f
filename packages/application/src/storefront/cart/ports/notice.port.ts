import type { ToastVariant } from '@stride/domain/ui';

/** A toast the cart flows raise (the web's toast queue shows it). */
export interface CartToast {
  readonly title: string;
  readonly message?: string;
  /** The figures in the message, for a screen that words the toast in its own language. */
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
