import type { InstrumentRecord, PricedBasket } from '@stride/domain/checkout';

// The allocation lives in the domain, where the cart answer reads it too.
export { allocatePayments } from '@stride/domain/checkout';

/** What is left to pay before a new stored-value instrument. */
export function remainingBeforeNew(basket: PricedBasket, instruments: readonly InstrumentRecord[]): number {
  const stored = instruments.filter((i) => i.paymentMethodId !== 'CREDIT_CARD').reduce((sum, i) => sum + i.amountMinor, 0);
  return Math.max(0, basket.totals.totalMinor - stored);
}
