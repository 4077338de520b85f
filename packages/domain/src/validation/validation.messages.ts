import { PASSWORD_MIN_LENGTH } from '../auth/auth-session.js';

// The spec gives wording only for 'required', 'regex', 'same as' and the name rule; the rest are
// our readable defaults. Where a server code already words the same failure (AUT453, PRO410,
// PRO411), the form says the same thing (written out here, so that a form does not load the
// server's error table; validation.messages.test.ts fails when the two drift apart).

/** Default message of the required rule (account section 5). */
export const VALIDATION_REQUIRED_MESSAGE = 'This field is required';
/** Default message of the email rule; AUT453's wording. */
export const VALIDATION_EMAIL_MESSAGE = 'Please enter a valid e-mail address.';
/** Default message of the password rule. */
export const VALIDATION_PASSWORD_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters and include an upper-case letter, a lower-case letter and a number`;
/** The name rule's message (content section 5). */
export const VALIDATION_NAME_MESSAGE = 'Name is not valid.';
/** Field-specific required message for the birth date; PRO411's wording. */
export const VALIDATION_BIRTH_DATE_REQUIRED_MESSAGE = 'Please enter your birth date.';

/** Parameterised default messages of the generic rules. */
export const VALIDATION_MESSAGES = {
  date: (format: string) => `Enter a valid date as ${format}`,
  min: (min: number) => `Value must be at least ${min}`,
  max: (max: number) => `Value must be at most ${max}`,
  minLength: (n: number) => `Must be at least ${n} characters`,
  maxLength: (n: number) => `Must be at most ${n} characters`,
  exactLength: (n: number) => `Must be exactly ${n} characters`,
  minDate: (date: string) => `Date must be on or after ${date}`,
  maxDate: (date: string) => `Date must be on or before ${date}`,
  regex: (pattern: RegExp | string) => `Value should match ${String(pattern)}`,
  sameAs: (label: string) => `Value must be the same as ${label}`,
  minimalAge: (minimalAge: number) => `You must be at least ${minimalAge} years old.`,
} as const;
