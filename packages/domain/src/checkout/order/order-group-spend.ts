import type { OrderItemRecord } from '../ports/checkout-records.js';

/**
 * What an order adds to the spend of an employee's annual cap or a prosumer's annual credit: the merchandise the
 * shopper paid for, after its discounts, without shipping or tax, without free gifts, and without gift cards
 * (stored value: the money counts when the card is spent, on the order it pays for).
 * @example orderGroupSpendMinor([{ rowTotalMinor: 10_000, discountMinor: 4_000, isBonus: false, isDigital: false }]) // 6_000
 */
export function orderGroupSpendMinor(items: readonly Pick<OrderItemRecord, 'rowTotalMinor' | 'discountMinor' | 'isBonus' | 'isDigital'>[]): number {
  return items.filter((item) => !item.isBonus && !item.isDigital).reduce((sum, item) => sum + Math.max(0, item.rowTotalMinor - item.discountMinor), 0);
}
