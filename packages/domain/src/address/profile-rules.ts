import { err, ok, type Result } from 'neverthrow';
import { ACCOUNT_MESSAGES, strideError, type StrideError } from '../errors/index.js';
import { isBlankValue } from '../validation/index.js';

/** The consumer details the partial-enrolment rule looks at. */
export interface EnrolmentDetails {
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly postalCode?: string | null;
  readonly birthDate?: string | null;
}

const COMPLETION_FIELDS = ['phone', 'firstName', 'lastName', 'postalCode', 'birthDate'] as const;

/**
 * Account section 4: a profile is partially enrolled when an email exists but phone, first name,
 * last name, postal code or birth date is missing.
 * @example isProfilePartiallyEnrolled({ email: 'a@b.co', firstName: 'Al' }) // true
 */
export function isProfilePartiallyEnrolled(details: EnrolmentDetails): boolean {
  if (isBlankValue(details.email)) return false;
  return COMPLETION_FIELDS.some((field) => isBlankValue(details[field]));
}

/**
 * Account section 5: the profile and addresses can be updated only once the profile is loaded;
 * otherwise the internal error 'Profile not loaded'.
 */
export function ensureProfileLoaded<P>(profile: P | null | undefined): Result<P, StrideError> {
  return profile === null || profile === undefined ? err(strideError('PROFILE_NOT_LOADED', ACCOUNT_MESSAGES.PROFILE_NOT_LOADED)) : ok(profile);
}

/**
 * Account section 5: a basic-info update is skipped when all its values are empty
 * (undefined, null, blank text or an empty list).
 * @example isBasicInfoUpdateEmpty({ firstName: ' ', phone: undefined }) // true
 */
export function isBasicInfoUpdateEmpty(values: Readonly<Record<string, unknown>>): boolean {
  return Object.values(values).every(isBlankValue);
}
