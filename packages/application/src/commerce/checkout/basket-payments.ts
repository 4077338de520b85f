import type { InstrumentRecord, PricedBasket } from '@stride/domain/checkout';
import { isProviderPaid } from '@stride/domain/checkout';

// The allocation lives in the domain, where the cart answer reads it too.
export { allocatePayments } from '@stride/domain/checkout';

/** What is left to pay before a new stored-value instrument. */
export function remainingBeforeNew(basket: PricedBasket, instruments: readonly InstrumentRecord[]): number {
  const stored = instruments.filter((i) => !isProviderPaid(i.paymentMethodId)).reduce((sum, i) => sum + i.amountMinor, 0);
  return Math.max(0, basket.totals.totalMinor - stored);
}
