import type { GiftCardRecord } from '../gift-card/gift-card-state.js';

/** Gift cards: reading them, checking a PIN, and moving balance once per order. */
export interface GiftCardLedger {
  find(number: string): Promise<GiftCardRecord | null>;
  /** True when the PIN matches the stored hash (constant time). */
  verifyPin(number: string, pin: string): Promise<boolean>;
  /** Takes `amountMinor` for an order: false when the balance is short (nothing taken). Once per card and order. */
  redeem(number: string, orderNumber: string, amountMinor: number): Promise<boolean>;
  /** Gives back what an order took from the card (no-op when nothing was taken). Once per card and order. */
  refund(number: string, orderNumber: string): Promise<number>;
}
