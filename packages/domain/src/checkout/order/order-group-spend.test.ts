import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderGroupSpendMinor } from './order-group-spend.js';

const item = (rowTotalMinor: number, discountMinor = 0, extra: { isBonus?: boolean; isDigital?: boolean } = {}) => ({
  rowTotalMinor,
  discountMinor,
  isBonus: extra.isBonus ?? false,
  isDigital: extra.isDigital ?? false,
});

describe('orderGroupSpendMinor', () => {
  it('counts the merchandise paid after discounts, not a free gift nor a gift card', () => {
    expect(orderGroupSpendMinor([item(12_000, 4_800), item(0, 0, { isBonus: true }), item(5_000, 0, { isDigital: true })])).toBe(7_200);
  });

  it('law: adding a gift card or a free gift to an order never changes its spend', () => {
    const itemArb = fc.record({
      rowTotalMinor: fc.integer({ min: 0, max: 100_000 }),
      discountMinor: fc.integer({ min: 0, max: 100_000 }),
      isBonus: fc.boolean(),
      isDigital: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 6 }), fc.integer({ min: 1, max: 50_000 }), (items, value) => {
        const spend = orderGroupSpendMinor(items);
        expect(spend).toBeGreaterThanOrEqual(0);
        expect(orderGroupSpendMinor([...items, item(value, 0, { isDigital: true }), item(value, 0, { isBonus: true })])).toBe(spend);
      }),
      { numRuns: 100 },
    );
  });
});
