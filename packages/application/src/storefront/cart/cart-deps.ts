import type { Sleep } from '../ports/sleep.port.js';
import type { CartApi } from './ports/cart-api.port.js';
import type { CartStore } from './ports/cart-store.port.js';
import type { Reloader, Timer, Toasts } from './ports/notice.port.js';

/** What the cart flows need: the API, the local cart, toasts, a page reload with its timer, a sleep. */
export interface CartDeps {
  readonly api: CartApi;
  readonly store: CartStore;
  readonly toasts: Toasts;
  readonly reloader: Reloader;
  readonly timer: Timer;
  readonly sleep: Sleep;
}
