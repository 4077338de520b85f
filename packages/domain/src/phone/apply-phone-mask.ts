/**
 * Strips everything but digits (account section 5: "non-digits are stripped").
 * @example stripPhoneNonDigits('+44 (0)7911-123 456') // '4407911123456'
 */
export function stripPhoneNonDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * Lays digits into a mask as the shopper types: each X takes the next digit, a literal is
 * written only when more digits follow, and digits beyond the mask are dropped.
 * @example applyPhoneMask('2125551234', '(XXX) XXX - XXXX') // '(212) 555 - 1234'
 * @example applyPhoneMask('21255', '(XXX) XXX - XXXX') // '(212) 55'
 */
export function applyPhoneMask(input: string, mask: string): string {
  const digits = stripPhoneNonDigits(input);
  let used = 0;
  let out = '';
  for (const char of mask) {
    if (used >= digits.length) break;
    if (char === 'X') {
      out += digits[used];
      used += 1;
    } else {
      out += char;
    }
  }
  return out;
}
