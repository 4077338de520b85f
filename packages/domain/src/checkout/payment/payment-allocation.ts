import type { AppliedPayment } from './payment-coverage.js';
import { isProviderPaid } from './provider-paid.js';

/** What each instrument pays of a basket's total, and what is left to pay. */
export interface PaymentAllocation<T extends AppliedPayment> {
  readonly allocated: T[];
  readonly remainingMinor: number;
}

/**
 * The one computation of what instruments pay and of remainingToPay: stored value first, in the
 * order applied, each capped by what is left; a card (or an express wallet) pays the rest, so nothing remains with a card.
 * The cart answer and the payment answers both read it, so they cannot disagree.
 * @example allocatePayments(10000, [{ paymentMethodId: 'GIFT_CARD', amountMinor: 4000 }]).remainingMinor // 6000
 */
export function allocatePayments<T extends AppliedPayment>(totalMinor: number, instruments: readonly T[]): PaymentAllocation<T> {
  let remaining = Math.max(0, totalMinor);
  const allocated = instruments.map((instrument) => {
    if (isProviderPaid(instrument.paymentMethodId)) return instrument;
    const amountMinor = Math.min(instrument.amountMinor, remaining);
    remaining -= amountMinor;
    return { ...instrument, amountMinor };
  });
  const card = allocated.find((i) => isProviderPaid(i.paymentMethodId));
  const withCard = allocated.map((i) => (i === card ? { ...i, amountMinor: remaining } : i));
  return { allocated: withCard, remainingMinor: card === undefined ? remaining : 0 };
}
