/** How far back the reference prices look: the EU's Omnibus rule compares a reduction with the 30 days before it. */
export const PRICE_REFERENCE_DAYS = 30;

const DAY_MS = 86_400_000;

/** One recorded change of a variant's price in one currency: from `at` (ISO 8601 instant) the price was this. */
export interface PriceChange {
  readonly at: string;
  /** What the shopper paid from then on: the sale price when there was one, else the list price (minor units). */
  readonly currentMinor: number;
  /** Whether a sale price was set then. */
  readonly onSale: boolean;
}

/** What a price's history says (the spec's Price fields, amounts in minor units); a field is absent when not known. */
export interface PriceHistoryFacts {
  /** When the present sale price took effect; absent when the price is not a sale price. */
  readonly salesPriceActiveDate?: string;
  /** The lowest price in the 30 days before the present sale took effect (the Omnibus reference price). */
  readonly previousBestSalesPrice?: number;
  /** The lowest price in the last 30 days, today's included. */
  readonly historicBestPrice?: number;
}

type Timed = { readonly t: number; readonly currentMinor: number; readonly onSale: boolean };

/** The lowest price in effect at any moment from `from` up to (not including) `to`; undefined when none was. */
function lowestBetween(changes: readonly Timed[], from: number, to: number): number | undefined {
  let lowest: number | undefined;
  let inEffect: number | undefined;
  for (const change of changes) {
    if (change.t <= from) inEffect = change.currentMinor;
    else if (change.t < to) lowest = Math.min(lowest ?? change.currentMinor, change.currentMinor);
  }
  if (inEffect !== undefined) lowest = Math.min(lowest ?? inEffect, inEffect);
  return lowest;
}

/**
 * The reference prices of one variant's price from its history of changes at `now` (changes after `now` are not
 * yet in effect and are left out). The present sale began at the earliest change of the unbroken run of sale changes
 * at today's price (a list price changed under an unchanged sale price keeps the sale's date; a deeper or shallower
 * sale price is a new reduction with its own date). previousBestSalesPrice is the lowest price in effect in the 30
 * days before that date, unknown when nothing was recorded before it; historicBestPrice the lowest price in effect
 * in the 30 days up to `now`, today's included. Pure: the same changes, in any order, give the same facts.
 * @example priceHistoryFacts([{ at: '2026-10-01T00:00:00Z', currentMinor: 12000, onSale: false },
 *   { at: '2026-11-20T00:00:00Z', currentMinor: 8997, onSale: true }], new Date('2026-11-27T00:00:00Z'))
 *   // { salesPriceActiveDate: '2026-11-20T00:00:00.000Z', previousBestSalesPrice: 12000, historicBestPrice: 8997 }
 */
export function priceHistoryFacts(history: readonly PriceChange[], now: Date): PriceHistoryFacts {
  const at = now.getTime();
  const changes = history
    .map((c, index) => ({ t: Date.parse(c.at), currentMinor: c.currentMinor, onSale: c.onSale, index }))
    .filter((c) => Number.isFinite(c.t) && c.t <= at)
    .sort((a, b) => a.t - b.t || a.index - b.index);
  const latest = changes.at(-1);
  if (latest === undefined) return {};
  const historicBestPrice = lowestBetween(changes, at - PRICE_REFERENCE_DAYS * DAY_MS, at + 1);
  if (!latest.onSale) return { ...(historicBestPrice === undefined ? {} : { historicBestPrice }) };
  let start = changes.length - 1;
  while (start > 0 && changes[start - 1]?.onSale === true && changes[start - 1]?.currentMinor === latest.currentMinor) start -= 1;
  const began = changes[start]?.t ?? latest.t;
  const before = changes.slice(0, start);
  const previousBestSalesPrice = before.length === 0 ? undefined : lowestBetween(before, began - PRICE_REFERENCE_DAYS * DAY_MS, began);
  return {
    salesPriceActiveDate: new Date(began).toISOString(),
    ...(previousBestSalesPrice === undefined ? {} : { previousBestSalesPrice }),
    ...(historicBestPrice === undefined ? {} : { historicBestPrice }),
  };
}
