import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceHistoryFacts, type PriceChange } from './price-history.js';

const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const day = (d: number) => new Date(NOW + d * DAY_MS).toISOString();
const change = (d: number, currentMinor: number, onSale: boolean): PriceChange => ({ at: day(d), currentMinor, onSale });

/** The price in effect at `t` by a plain scan: the last change at or before it, in the order given. */
function priceAt(changes: readonly PriceChange[], t: number): PriceChange | undefined {
  let found: PriceChange | undefined;
  for (const c of changes) if (Date.parse(c.at) <= t && (found === undefined || Date.parse(c.at) >= Date.parse(found.at))) found = c;
  return found;
}

/** The lowest price in effect on each whole day from `fromDay` to `toDay` (changes fall on whole days, so this is exact). */
function lowestOnDays(changes: readonly PriceChange[], fromDay: number, toDay: number): number | undefined {
  let lowest: number | undefined;
  for (let d = fromDay; d <= toDay; d += 1) {
    const p = priceAt(changes, NOW + d * DAY_MS);
    if (p !== undefined) lowest = Math.min(lowest ?? p.currentMinor, p.currentMinor);
  }
  return lowest;
}

// Changes on distinct whole days up to 120 days back, a few prices so runs and repeats are common.
const historyArb = fc
  .uniqueArray(fc.integer({ min: -120, max: 0 }), { minLength: 1, maxLength: 12 })
  .chain((days) => fc.tuple(...days.map((d) => fc.record({ d: fc.constant(d), price: fc.constantFrom(5997, 8997, 9997, 12000), onSale: fc.boolean() }))))
  .map((rows) => rows.map((r) => change(r.d, r.price, r.onSale)));

describe('priceHistoryFacts', () => {
  it('dates a sale from the day it began and compares it with the lowest price of the 30 days before (Omnibus)', () => {
    const history = [change(-60, 12000, false), change(-20, 8000, true), change(-15, 12000, false), change(-6, 9997, true)];
    expect(priceHistoryFacts(history, new Date(NOW))).toEqual({ salesPriceActiveDate: day(-6), previousBestSalesPrice: 8000, historicBestPrice: 8000 });
    // 40 days on, the earlier reduction is out of the last 30 days but still within the 30 days before the sale.
    expect(priceHistoryFacts(history, new Date(NOW + 40 * DAY_MS))).toEqual({
      salesPriceActiveDate: day(-6),
      previousBestSalesPrice: 8000,
      historicBestPrice: 9997,
    });
  });

  it('keeps the sale’s date when only the list price moved, starts a new one when the sale price did, and knows nothing before the first change', () => {
    expect(priceHistoryFacts([change(-50, 12000, false), change(-10, 9997, true), change(-5, 9997, true)], new Date(NOW))).toEqual({
      salesPriceActiveDate: day(-10),
      previousBestSalesPrice: 12000,
      historicBestPrice: 9997,
    });
    expect(priceHistoryFacts([change(-10, 9997, true), change(-5, 8997, true)], new Date(NOW))).toEqual({
      salesPriceActiveDate: day(-5),
      previousBestSalesPrice: 9997,
      historicBestPrice: 8997,
    });
    expect(priceHistoryFacts([change(-3, 9997, true)], new Date(NOW))).toEqual({ salesPriceActiveDate: day(-3), historicBestPrice: 9997 });
    expect(priceHistoryFacts([change(-40, 8000, true), change(-3, 12000, false)], new Date(NOW))).toEqual({ historicBestPrice: 8000 });
    expect(priceHistoryFacts([change(2, 8000, true)], new Date(NOW))).toEqual({});
  });

  it('agrees with a day-by-day reading of the history, whatever the order of the changes', () => {
    fc.assert(
      fc.property(historyArb, fc.nat(), (history, seed) => {
        const facts = priceHistoryFacts(history, new Date(NOW));
        const shuffled = [...history].sort((a, b) => ((Date.parse(a.at) * 7919 + seed) % 101) - ((Date.parse(b.at) * 7919 + seed) % 101));
        expect(priceHistoryFacts(shuffled, new Date(NOW))).toEqual(facts);
        const today = priceAt(history, NOW);
        expect(facts.historicBestPrice).toBe(lowestOnDays(history, -30, 0));
        if (today === undefined || !today.onSale) {
          expect(facts.salesPriceActiveDate).toBeUndefined();
          expect(facts.previousBestSalesPrice).toBeUndefined();
          return;
        }
        // The sale began on the first day from which every day to today was on sale at today's price.
        let began = 0;
        while (
          began > -120 &&
          priceAt(history, NOW + (began - 1) * DAY_MS)?.onSale === true &&
          priceAt(history, NOW + (began - 1) * DAY_MS)?.currentMinor === today.currentMinor
        )
          began -= 1;
        const startChange = history.filter((c) => Date.parse(c.at) <= NOW + began * DAY_MS).sort((a, b) => Date.parse(b.at) - Date.parse(a.at))[0];
        expect(facts.salesPriceActiveDate).toBe(startChange?.at);
        const beganDay = Math.round((Date.parse(startChange?.at ?? '') - NOW) / DAY_MS);
        expect(facts.previousBestSalesPrice).toBe(lowestOnDays(history, beganDay - 30, beganDay - 1));
        expect(facts.historicBestPrice ?? Infinity).toBeLessThanOrEqual(today.currentMinor);
      }),
      { numRuns: 200 },
    );
  });
});
