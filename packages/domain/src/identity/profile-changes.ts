import { err, ok, type Result } from 'neverthrow';
import { isBasicInfoUpdateEmpty } from '../address/profile-rules.js';
import { strideError, type StrideError } from '../errors/stride-error.js';
import { PHONE_REGION_NORTH_AMERICA } from '../phone/phone-masks.js';
import { validatePhone } from '../phone/validate-phone.js';
import { isBlankValue, type FieldErrors, type FieldRule } from '../validation/field-rule.js';
import { maxLengthRule, minLengthRule } from '../validation/length-rules.js';
import { phoneRule } from '../validation/phone-rule.js';
import { nameRule, regexRule } from '../validation/text-rules.js';
import { validateFields, type FieldRules } from '../validation/validate-fields.js';
import { VALIDATION_NAME_MAX_LENGTH, VALIDATION_NAME_MIN_LENGTH } from '../validation/validation.constants.js';
import type { AccountType } from './consumer-account.js';
import type { ConsumerProfileChanges } from './consumer-profile.js';

/** The basic-info fields a shopper may change on the profile (account section 7, PUT consumer). */
export interface ProfileDetailsInput {
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly phone?: string | undefined;
  readonly phoneCode?: string | undefined;
  readonly postalCode?: string | undefined;
}

export type ProfileDetailsField = keyof ProfileDetailsInput & string;

/** The preferences a shopper may change (the employee terms only towards accepted). */
export interface ProfilePreferencesInput {
  readonly isEmployeeDiscountTCAccepted?: true | undefined;
  readonly newsletterOptIn?: boolean | undefined;
  /** Pipe-separated (account section 9), each one of PROFILE_INTERESTS; '' clears them. */
  readonly interests?: string | undefined;
  /** One of PREFERRED_SHOE_SIZES; '' clears it. */
  readonly preferredShoeSize?: string | undefined;
}

/** The interests a shopper can pick (account section 3: preferences), in the order they are shown and stored. */
export const PROFILE_INTERESTS = ['Running', 'Trail', 'Training', 'Walking', 'Hiking', 'Lifestyle'] as const;

/** Preferred shoe sizes (US), 4 to 15 in half sizes. */
export const PREFERRED_SHOE_SIZES: readonly string[] = Array.from({ length: 23 }, (_, i) => String(4 + i / 2));

/**
 * Interests as stored: the known ones in PROFILE_INTERESTS order, pipe-separated ('' for none); an
 * unknown value is an error naming it.
 * @example storedInterests('Trail|Running') // ok('Running|Trail')
 */
export function storedInterests(value: string): Result<string, string> {
  const picked = value
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const unknown = picked.find((part) => !(PROFILE_INTERESTS as readonly string[]).includes(part));
  if (unknown !== undefined) return err(`${unknown} is not an interest this store offers`);
  return ok(PROFILE_INTERESTS.filter((interest) => picked.includes(interest)).join('|'));
}

/** Postal and ZIP codes of the storefront's markets: letters, digits, a space or a hyphen, at most 10. */
export const PROFILE_POSTAL_CODE_MAX_LENGTH = 10;
const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const DIAL_CODE_PATTERN = /^\+?[1-9]\d{0,3}$/;

/** Message when someone other than an employee tries to accept the employee discount terms. */
export const EMPLOYEE_TERMS_NOT_EMPLOYEE_MESSAGE = 'Only an employee account can accept the employee discount terms.';

// Names follow the sign-up and address rules (2 to 30, letters and name punctuation). Every rule
// passes on a blank value: a blank field is "not changed" (account section 5 skips an update whose
// values are all empty), so a stored name cannot be blanked through this call.
const nameRules: readonly FieldRule[] = [nameRule(), minLengthRule(VALIDATION_NAME_MIN_LENGTH), maxLengthRule(VALIDATION_NAME_MAX_LENGTH)];

function detailRules(storedPhoneCode: string | null): FieldRules<ProfileDetailsField> {
  const dialCode = storedPhoneCode?.replace(/\D/g, '');
  return {
    firstName: nameRules,
    lastName: nameRules,
    phoneCode: [regexRule(DIAL_CODE_PATTERN, 'A valid dialling code is required (e.g. +1)')],
    phone: [phoneRule({ region: PHONE_REGION_NORTH_AMERICA, ...(dialCode ? { dialCode } : {}) })],
    postalCode: [maxLengthRule(PROFILE_POSTAL_CODE_MAX_LENGTH), regexRule(POSTAL_CODE_PATTERN, 'A valid postal code is required')],
  };
}

/**
 * The profile rules over a basic-info update: names 2 to 30 with the name rule, a phone that
 * validates for North America (the dial code sent, else the stored one), a postal code of at most
 * 10 letters, digits, spaces or hyphens. Blank values are not checked (they are not written).
 * @example validateProfileDetails({ firstName: 'A' }, '+1') // { firstName: 'Minimum length is 2' }
 */
export function validateProfileDetails(values: ProfileDetailsInput, storedPhoneCode: string | null): FieldErrors<ProfileDetailsField> {
  return validateFields(values, detailRules(storedPhoneCode));
}

const trimmed = (value: string | undefined): string | undefined => (isBlankValue(value) ? undefined : value?.trim());

/**
 * Validates a profile update for an account and answers what to write: ATTR300 naming the first
 * failing field (nothing is written), AUT432 when a non-employee accepts the employee terms.
 * Blank details are left out; the phone is stored as its national digits with the `+` dial code.
 */
export function profileChangesFor(
  account: { readonly accountType: AccountType; readonly phoneCode: string | null },
  details: ProfileDetailsInput | undefined,
  preferences: ProfilePreferencesInput | undefined,
): Result<ConsumerProfileChanges, StrideError> {
  const values = details ?? {};
  const errors = isBasicInfoUpdateEmpty({ ...values }) ? {} : validateProfileDetails(values, account.phoneCode);
  const [failed] = Object.entries(errors);
  if (failed !== undefined) {
    const [field, message] = failed;
    return err(strideError('ATTR300', `consumerDetails.${field}: ${String(message)}`, { field }));
  }
  // The dialling code belongs to a number: alone it would re-read the stored number differently.
  if (trimmed(values.phoneCode) !== undefined && trimmed(values.phone) === undefined) {
    return err(strideError('ATTR300', 'consumerDetails.phone: send the phone number together with its dialling code', { field: 'phone' }));
  }
  if (preferences?.isEmployeeDiscountTCAccepted === true && account.accountType !== 'EMPLOYEE') {
    return err(strideError('AUT432', EMPLOYEE_TERMS_NOT_EMPLOYEE_MESSAGE, { field: 'isEmployeeDiscountTCAccepted' }));
  }
  const changes: { -readonly [K in keyof ConsumerProfileChanges]: ConsumerProfileChanges[K] } = {};
  const firstName = trimmed(values.firstName);
  const lastName = trimmed(values.lastName);
  const postalCode = trimmed(values.postalCode)?.toUpperCase();
  if (firstName !== undefined) changes.firstName = firstName;
  if (lastName !== undefined) changes.lastName = lastName;
  if (postalCode !== undefined) changes.postalCode = postalCode;
  const phoneText = trimmed(values.phone);
  const dialCode = (trimmed(values.phoneCode) ?? account.phoneCode ?? undefined)?.replace(/\D/g, '');
  if (phoneText !== undefined) {
    const phone = validatePhone(phoneText, { region: PHONE_REGION_NORTH_AMERICA, ...(dialCode ? { dialCode } : {}) });
    // Validated above; the parse gives the stored form.
    if (phone.isOk()) {
      changes.phone = phone.value.nationalNumber;
      changes.phoneCode = `+${phone.value.dialCode}`;
    }
  }
  if (preferences?.interests !== undefined) {
    const interests = storedInterests(preferences.interests);
    if (interests.isErr()) return err(strideError('ATTR300', `preferences.interests: ${interests.error}`, { field: 'interests' }));
    changes.interests = interests.value;
  }
  if (preferences?.preferredShoeSize !== undefined) {
    const size = preferences.preferredShoeSize.trim();
    if (size !== '' && !PREFERRED_SHOE_SIZES.includes(size)) {
      return err(strideError('ATTR300', `preferences.preferredShoeSize: ${size} is not a shoe size (4 to 15 in half sizes)`, { field: 'preferredShoeSize' }));
    }
    changes.preferredShoeSize = size;
  }
  if (preferences?.newsletterOptIn !== undefined) changes.newsletterOptIn = preferences.newsletterOptIn;
  if (preferences?.isEmployeeDiscountTCAccepted === true) changes.acceptEmployeeDiscountTerms = true;
  return ok(changes);
}
