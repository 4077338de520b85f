import { ORDER_NUMBER_PATTERN } from '../checkout.constants.js';

/**
 * An order number from 10 random bytes: 'ST' and one digit per byte (byte mod 10; the slight bias
 * does not matter, numbers only need to be unique and unguessable enough, the database checks unique).
 * @example orderNumberFromBytes(new Uint8Array([1,2,3,4,5,6,7,8,9,10])) // 'ST1234567890'
 */
export function orderNumberFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 10) throw new RangeError('An order number needs 10 random bytes');
  const digits = Array.from(bytes.slice(0, 10), (byte) => String(byte % 10)).join('');
  return `ST${digits}`;
}

/** True for a number of Stride's order number pattern. */
export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER_PATTERN.test(value);
}
