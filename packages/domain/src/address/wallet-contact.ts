import { err, ok, type Result } from 'neverthrow';
import { strideError, type StrideError } from '../errors/index.js';
import { STRIDE_DEFINED_ERRORS } from '../errors/stride-defined-errors.js';

/** A wallet's contact (shipping or billing) as the express wallet hands it over. */
export interface WalletContact {
  readonly givenName?: string;
  readonly familyName?: string;
  readonly addressLines?: readonly string[];
  readonly locality?: string;
  readonly subLocality?: string;
  readonly administrativeArea?: string;
  readonly subAdministrativeArea?: string;
  readonly postalCode?: string;
  readonly country?: string;
  readonly countryCode?: string;
  readonly phoneNumber?: string;
  readonly emailAddress?: string;
}

/** Wallet city max 50 (account section 9). */
export const WALLET_CITY_MAX_LENGTH = 50;
// The spec names the errors but not their words (account section 8): Stride's words, kept with their codes.
export const WALLET_CITY_LENGTH_MESSAGE: string = STRIDE_DEFINED_ERRORS.WALLET_CITY_TOO_LONG.message;
export const WALLET_COUNTRY_MESSAGE: string = STRIDE_DEFINED_ERRORS.WALLET_COUNTRY_MISMATCH.message;
export const WALLET_BILLING_COUNTRY_MESSAGE: string = STRIDE_DEFINED_ERRORS.WALLET_BILLING_COUNTRY_UNSUPPORTED.message;
export const walletContactFieldMessage = (field: string): string => `The ${field} of this contact is not valid.`;

// "A limited set of punctuation": the marks real addresses use - . , ' ’ - / # & ( ).
const WALLET_ALLOWED = /^[\p{L}\p{M}0-9 .,'’\-/#&()]*$/u;
const REQUIRED_FIELDS = ['addressLines', 'postalCode', 'givenName', 'familyName'] as const;
const CHECKED_FIELDS = [
  'givenName',
  'familyName',
  'addressLines',
  'locality',
  'subLocality',
  'administrativeArea',
  'subAdministrativeArea',
  'postalCode',
  'country',
  'countryCode',
] as const;

/** Which wallet contact is checked, and against what. */
export interface WalletContactCheck {
  readonly kind: 'shipping' | 'billing';
  readonly storeCountry: string;
  /** ISO codes of the country list; the billing country must be one of them. */
  readonly countryCodes: readonly string[];
}

const texts = (value: string | readonly string[] | undefined): string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : [...value]);
const upper = (code: string | undefined) => (code ?? '').trim().toUpperCase();
const invalid = (field: string, code = 'WALLET_CONTACT_INVALID', message = walletContactFieldMessage(field)) => err(strideError(code, message, { field }));

/**
 * Account section 5's wallet contact checks, first failure reported with its field:
 * required parts non-empty; only letters, digits, spaces and common punctuation outside phone
 * and email; city at most 50; a shipping country equal to the store's; a billing country listed.
 */
export function validateWalletContact(contact: WalletContact, check: WalletContactCheck): Result<WalletContact, StrideError> {
  for (const field of REQUIRED_FIELDS) {
    if (!texts(contact[field]).some((t) => t.trim() !== '')) return invalid(field);
  }
  for (const field of CHECKED_FIELDS) {
    if (!texts(contact[field]).every((t) => WALLET_ALLOWED.test(t))) return invalid(field);
  }
  if ([...(contact.locality ?? '').trim()].length > WALLET_CITY_MAX_LENGTH) {
    return invalid('locality', 'WALLET_CITY_TOO_LONG', WALLET_CITY_LENGTH_MESSAGE);
  }
  const country = upper(contact.countryCode);
  if (check.kind === 'shipping' && country !== upper(check.storeCountry)) {
    return invalid('countryCode', 'WALLET_COUNTRY_MISMATCH', WALLET_COUNTRY_MESSAGE);
  }
  if (check.kind === 'billing' && !check.countryCodes.some((c) => upper(c) === country)) {
    return invalid('countryCode', 'WALLET_BILLING_COUNTRY_UNSUPPORTED', WALLET_BILLING_COUNTRY_MESSAGE);
  }
  return ok(contact);
}

/**
 * Express wallet is offered only when the shopper's country equals the store country.
 * @example isExpressWalletOffered('us', 'US') // true
 */
export function isExpressWalletOffered(shopperCountry: string | undefined, storeCountry: string | undefined): boolean {
  return upper(shopperCountry) !== '' && upper(shopperCountry) === upper(storeCountry);
}
