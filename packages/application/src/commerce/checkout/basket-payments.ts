import type { InstrumentRecord, PricedBasket } from '@stride/domain';

/** Stored value first, in the order applied, each capped by what is left; a card pays the rest. */
export function allocatePayments(totalMinor: number, instruments: readonly InstrumentRecord[]): { allocated: InstrumentRecord[]; remainingMinor: number } {
  let remaining = totalMinor;
  const allocated = instruments.map((instrument) => {
    if (instrument.paymentMethodId === 'CREDIT_CARD') return instrument;
    const amountMinor = Math.min(instrument.amountMinor, remaining);
    remaining -= amountMinor;
    return { ...instrument, amountMinor };
  });
  const card = allocated.find((i) => i.paymentMethodId === 'CREDIT_CARD');
  const withCard = allocated.map((i) => (i === card ? { ...i, amountMinor: remaining } : i));
  return { allocated: withCard, remainingMinor: card === undefined ? remaining : 0 };
}

/** What is left to pay before a new stored-value instrument. */
export function remainingBeforeNew(basket: PricedBasket, instruments: readonly InstrumentRecord[]): number {
  const stored = instruments.filter((i) => i.paymentMethodId !== 'CREDIT_CARD').reduce((sum, i) => sum + i.amountMinor, 0);
  return Math.max(0, basket.totals.totalMinor - stored);
}
