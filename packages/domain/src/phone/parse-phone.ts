import { err, ok, type Result } from 'neverthrow';
import { stripPhoneNonDigits } from './apply-phone-mask.js';
import type { PhoneCountry } from './phone-country.js';
import { PHONE_COUNTRIES } from './phone-countries.js';
import { PHONE_REGION_NORTH_AMERICA, phoneMaskDigitCount, phoneMasksFor } from './phone-masks.js';
import { PhoneError } from './phone.errors.js';

/** Dial code given to ten digits that match no country (account section 5). */
export const PHONE_FALLBACK_DIAL_CODE = '1';
/** The UK's dial code: its national part loses a leading zero (account section 5). */
export const PHONE_UK_DIAL_CODE = '44';

/** Where a phone number is read: the country list, the site region and the form's dial code. */
export interface PhoneOptions {
  readonly countries?: readonly PhoneCountry[];
  readonly region?: string;
  /** The dial code chosen in the form (phoneCode), tried first for numbers typed without '+'. */
  readonly dialCode?: string;
}

/** A phone number split into dial code and national part. */
export interface ParsedPhone {
  readonly dialCode: string;
  readonly nationalNumber: string;
  /** The first listed country with that dial code; US and CA share 1 and cannot be told apart. */
  readonly countryCode: string | undefined;
  /** `+` dial code national part, e.g. `+447911123456`. */
  readonly e164: string;
}

function nationalPart(dialCode: string, rest: string): string {
  return dialCode === PHONE_UK_DIAL_CODE && rest.startsWith('0') ? rest.slice(1) : rest;
}

function fits(country: PhoneCountry, national: string, region?: string): boolean {
  return phoneMasksFor(country, region).some((mask) => phoneMaskDigitCount(mask) === national.length);
}

function parsed(dialCode: string, nationalNumber: string, country?: PhoneCountry): ParsedPhone {
  return { dialCode, nationalNumber, countryCode: country?.code, e164: `+${dialCode}${nationalNumber}` };
}

function matchWithDialCode(digits: string, dialCode: string, options: PhoneOptions): ParsedPhone | undefined {
  const candidates = (options.countries ?? PHONE_COUNTRIES).filter((c) => c.dialCode === dialCode);
  const asNational = nationalPart(dialCode, digits);
  const asPrefixed = digits.startsWith(dialCode) ? nationalPart(dialCode, digits.slice(dialCode.length)) : undefined;
  for (const national of [asNational, asPrefixed]) {
    const country = national === undefined ? undefined : candidates.find((c) => fits(c, national, options.region));
    if (country && national !== undefined) return parsed(dialCode, national, country);
  }
  return undefined;
}

function detect(digits: string, options: PhoneOptions): ParsedPhone | undefined {
  const byLongestCode = [...(options.countries ?? PHONE_COUNTRIES)].sort((a, b) => b.dialCode.length - a.dialCode.length);
  for (const country of byLongestCode) {
    if (!digits.startsWith(country.dialCode)) continue;
    const national = nationalPart(country.dialCode, digits.slice(country.dialCode.length));
    if (fits(country, national, options.region)) return parsed(country.dialCode, national, country);
  }
  return undefined;
}

/**
 * Reads a phone number as typed. Non-digits are stripped; a number typed without '+' is first
 * read against the form's dial code (in region NORA that defaults to 1, so a 10-digit US number
 * such as 458... is not mistaken for Denmark +45); then the dial code is detected from the
 * country list, the national part having to fit one of the country's masks; ten digits that
 * match nothing get dial code 1 (account section 5).
 * @example parsePhone('+33 6 12 34 56 78')._unsafeUnwrap().e164 // '+33612345678'
 */
export function parsePhone(input: string, options: PhoneOptions = {}): Result<ParsedPhone, PhoneError> {
  const digits = stripPhoneNonDigits(input);
  if (digits.length === 0) return err(new PhoneError());
  const hint = options.dialCode ?? (options.region === PHONE_REGION_NORTH_AMERICA ? PHONE_FALLBACK_DIAL_CODE : undefined);
  const hinted = hint && !input.trim().startsWith('+') ? matchWithDialCode(digits, hint, options) : undefined;
  const found = hinted ?? detect(digits, options);
  if (found) return ok(found);
  if (digits.length === 10) {
    const country = (options.countries ?? PHONE_COUNTRIES).find((c) => c.dialCode === PHONE_FALLBACK_DIAL_CODE);
    return ok(parsed(PHONE_FALLBACK_DIAL_CODE, digits, country));
  }
  return err(new PhoneError());
}
