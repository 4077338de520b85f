import { err, ok, type Result } from 'neverthrow';
import { strideError, type StrideError } from '../errors/index.js';
import { WALLET_BILLING_COUNTRY_MESSAGE, WALLET_CITY_LENGTH_MESSAGE, WALLET_CITY_MAX_LENGTH, WALLET_COUNTRY_MESSAGE } from './wallet-contact-messages.js';

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

export { WALLET_CITY_MAX_LENGTH, WALLET_CITY_LENGTH_MESSAGE, WALLET_COUNTRY_MESSAGE, WALLET_BILLING_COUNTRY_MESSAGE } from './wallet-contact-messages.js';
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

export { isExpressWalletOffered } from './express-wallet-offer.js';
