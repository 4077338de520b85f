import { err, ok, type Result } from 'neverthrow';
import { moneyOf, type Money } from './money.js';
import { currencyMismatchError, MoneyError } from './money.errors.js';

/**
 * Splits `total` across parts in proportion to integer `weights` by the largest-remainder method:
 * every part gets the floor of its exact share, and the cents left over go one each to the parts
 * with the largest remainders (earlier parts first on a tie). The parts always sum to `total`.
 * When every weight is zero the total is split evenly, as a store would for free lines.
 * @example allocateMoney(moneyOf(100), [1, 1, 1]) // ok([34, 33, 33] cents)
 */
export function allocateMoney(total: Money, weights: readonly number[]): Result<Money[], MoneyError> {
  if (weights.length === 0) {
    return err(new MoneyError('MONEY_ALLOCATION_EMPTY', 'Cannot allocate an amount across no parts'));
  }
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    return err(new MoneyError('MONEY_ALLOCATION_INVALID_WEIGHT', 'Weights must be non-negative integers'));
  }
  const effective = weights.every((w) => w === 0) ? weights.map(() => 1) : weights;
  const sign = total.amount < 0 ? -1 : 1;
  const parts = largestRemainder(BigInt(Math.abs(total.amount)), effective.map(BigInt));
  return ok(parts.map((part) => moneyOf(sign * Number(part), total.currency)));
}

// BigInt keeps amount x weight exact even past 2^53.
function largestRemainder(total: bigint, weights: readonly bigint[]): bigint[] {
  const weightSum = weights.reduce((a, b) => a + b, 0n);
  const floors = weights.map((w) => (total * w) / weightSum);
  const remainders = weights.map((w, index) => ({ index, rest: (total * w) % weightSum }));
  let leftover = total - floors.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (leftover === 0n) break;
    floors[index] = (floors[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return floors;
}

/**
 * Spreads an order-level discount over cart lines in proportion to their totals without losing a
 * cent. When the discount does not exceed the lines' sum, no line gets more than its own total.
 * @example allocateDiscountAcrossLines(moneyOf(1000), [moneyOf(3000), moneyOf(7000)]) // ok([300, 700])
 */
export function allocateDiscountAcrossLines(discount: Money, lineTotals: readonly Money[]): Result<Money[], MoneyError> {
  const foreign = lineTotals.find((line) => line.currency !== discount.currency);
  if (foreign) return err(currencyMismatchError(discount.currency, foreign.currency));
  return allocateMoney(
    discount,
    lineTotals.map((line) => line.amount),
  );
}
