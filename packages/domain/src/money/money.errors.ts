// The spec names no codes for money failures; these codes are ours and never reach the wire
// as-is (an application layer maps them, e.g. to GEN500 or a 400 for bad input).
export type MoneyErrorCode =
  'MONEY_CURRENCY_MISMATCH' | 'MONEY_INVALID_AMOUNT' | 'MONEY_TOO_PRECISE' | 'MONEY_ALLOCATION_EMPTY' | 'MONEY_ALLOCATION_INVALID_WEIGHT';

/** An expected failure of a money operation, carried in a Result. */
export class MoneyError extends Error {
  override readonly name = 'MoneyError';

  constructor(
    readonly code: MoneyErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The error for combining amounts of two different currencies. */
export function currencyMismatchError(expected: string, actual: string): MoneyError {
  return new MoneyError('MONEY_CURRENCY_MISMATCH', `Cannot combine ${expected} with ${actual}`);
}
