import { moneyOf, type Money } from './money.js';

/**
 * Multiplies a unit price by an integer quantity (a line's row total).
 * @example multiplyMoney(moneyOf(2500), 3) // { amount: 7500, currency: 'USD' }
 */
export function multiplyMoney(unit: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) {
    throw new RangeError(`Quantity must be an integer, got ${quantity}`);
  }
  return moneyOf(unit.amount * quantity, unit.currency);
}
