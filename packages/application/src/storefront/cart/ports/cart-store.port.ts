import type { CartLine } from './cart-api.port.js';

/**
 * Where the browser keeps the shopper's cart between pages (commerce section 4: the cart is
 * persisted in local storage): the basket id, and the lines to re-add if the basket is lost.
 */
export interface CartStore {
  basketId(): string | null;
  lines(): CartLine[];
  save(basketId: string, lines: readonly CartLine[]): void;
  clear(): void;
}
