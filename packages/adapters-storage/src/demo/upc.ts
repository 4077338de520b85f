/**
 * The UPC-A check digit of 11 digits: odd positions (1st, 3rd, ...) weigh 3, even ones 1, and
 * the check digit brings the sum to a multiple of 10.
 * @example upcCheckDigit('03600029145') // 2, so the UPC is 036000291452
 */
export function upcCheckDigit(elevenDigits: string): number {
  if (!/^[0-9]{11}$/.test(elevenDigits)) throw new Error(`A UPC body is 11 digits, got "${elevenDigits}"`);
  let sum = 0;
  for (let i = 0; i < 11; i += 1) sum += Number(elevenDigits[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** True when `upc` is 12 digits whose last one is the check digit of the first 11. */
export function isValidUpc(upc: string): boolean {
  return /^[0-9]{12}$/.test(upc) && upcCheckDigit(upc.slice(0, 11)) === Number(upc[11]);
}

/** Stride's GS1 company prefix for the demo catalogue (fictional). */
export const DEMO_UPC_COMPANY_PREFIX = '084931';

/** The UPC of the `itemNumber`-th demo item (0 to 99999): company prefix, item number, check. */
export function demoUpc(itemNumber: number): string {
  if (!Number.isInteger(itemNumber) || itemNumber < 0 || itemNumber > 99_999) {
    throw new Error(`A demo item number is 0 to 99999, got ${itemNumber}`);
  }
  const body = DEMO_UPC_COMPANY_PREFIX + String(itemNumber).padStart(5, '0');
  return body + String(upcCheckDigit(body));
}
