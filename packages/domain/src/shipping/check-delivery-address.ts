import { err, ok, type Result } from 'neverthrow';
import { resolveAddressRules, validateAddress, type AddressForm, type AddressFormValues } from '../address/index.js';
import { strideError, type StrideError } from '../errors/index.js';
import type { CurrencyCode } from '../money/index.js';
import { phoneOptionsForCountry } from '../phone/index.js';
import { isBlankValue } from '../validation/index.js';
import { addressHasPoBox } from './po-box.js';
import { canShipTo } from './shipping-rates.js';

/** An address as the cart call sends it (commerce section 3, "Address (commerce use)"). */
export interface DeliveryAddressInput extends AddressFormValues {
  readonly addressLine3?: string;
  readonly countryCode?: string;
  readonly phoneCode?: string;
}

const PLACE_FIELDS = ['addressLine1', 'city', 'postalCode', 'firstName', 'lastName'] as const;

/** The address's country code: countryCode when sent, else country, upper-cased. */
export function addressCountryCode(address: DeliveryAddressInput): string {
  return (address.countryCode ?? address.country ?? '').trim().toUpperCase();
}

/** True when none of the fields that place an address was sent: the address is missing. */
export function isAddressMissing(address: DeliveryAddressInput): boolean {
  return PLACE_FIELDS.every((field) => isBlankValue(address[field]));
}

/** CHK380 with each failing field's message in details.fields, or ok when every field passes. */
export function validateDeliveryAddress(address: DeliveryAddressInput, form: AddressForm, locale = 'en-US'): Result<DeliveryAddressInput, StrideError> {
  const countryCode = addressCountryCode(address);
  // The country's code, so the postal code is checked against the country the address names.
  const values = { ...address, country: countryCode === '' ? undefined : countryCode };
  // The address's country reads its phone: NORA rules in the US and Canada, the UK's +44 with its trunk 0 dropped.
  const phone = phoneOptionsForCountry(countryCode);
  const fields = validateAddress(values, resolveAddressRules(undefined, locale, form), phone);
  return Object.keys(fields).length === 0 ? ok(address) : err(strideError('CHK380', undefined, { fields }));
}

/**
 * The checks of a shipping address, in the order a shopper can act on them: nothing sent (CHK380), missing phone (SHP410),
 * invalid fields (CHK380 with details.fields), a post office box (SHP500), a country Stride does not
 * ship to from this basket's currency (PAY401).
 * @example checkShippingAddress({ ...address, addressLine1: 'PO Box 12' }, 'USD')._unsafeUnwrapErr().code // 'SHP500'
 */
export function checkShippingAddress(address: DeliveryAddressInput, currency: CurrencyCode, locale?: string): Result<DeliveryAddressInput, StrideError> {
  if (isAddressMissing(address)) return validateDeliveryAddress(address, 'shipping', locale);
  if (isBlankValue(address.phone)) return err(strideError('SHP410'));
  return validateDeliveryAddress(address, 'shipping', locale).andThen((valid) => {
    if (addressHasPoBox(valid)) return err(strideError('SHP500'));
    if (!canShipTo(addressCountryCode(valid), currency)) return err(strideError('PAY401', undefined, { countryCode: addressCountryCode(valid) }));
    return ok(valid);
  });
}

/**
 * The checks of a billing address: missing (BIL400), missing phone (BILL410), invalid fields (CHK380).
 * A billing address may be in any country and may be a post office box.
 */
export function checkBillingAddress(address: DeliveryAddressInput, locale?: string): Result<DeliveryAddressInput, StrideError> {
  if (isAddressMissing(address)) return err(strideError('BIL400'));
  if (isBlankValue(address.phone)) return err(strideError('BILL410'));
  return validateDeliveryAddress(address, 'billing', locale);
}

/**
 * A billing address as a basket or an order keeps it, once it passes `checkBillingAddress`: its
 * country code upper-cased and marked validated. The billing step and the billing address sent with
 * place order both go through it, so one set of rules holds for every billing address.
 */
export function billingAddressToStore<A extends DeliveryAddressInput>(
  address: A,
  locale?: string,
): Result<A & { readonly countryCode: string; readonly isValidated: true }, StrideError> {
  return checkBillingAddress(address, locale).map(() => ({ ...address, countryCode: addressCountryCode(address), isValidated: true as const }));
}
