import { PASSWORD_MIN_LENGTH } from '../auth/auth-session.js';
import { isBlankValue, textOf, type FieldRule } from './field-rule.js';
import {
  VALIDATION_EMAIL_MESSAGE,
  VALIDATION_MESSAGES,
  VALIDATION_NAME_MESSAGE,
  VALIDATION_PASSWORD_MESSAGE,
  VALIDATION_REQUIRED_MESSAGE,
} from './validation.messages.js';

// Every rule but `required` passes on a blank value, so optional fields stay optional.

/**
 * Fails on nothing entered: blank text (trimmed), null, an empty list, or an unticked checkbox.
 * @example requiredRule('Email is required')('  ', {}) // 'Email is required'
 */
export function requiredRule(message: string = VALIDATION_REQUIRED_MESSAGE): FieldRule {
  return (value) => (isBlankValue(value) || value === false ? message : undefined);
}

// One @, no spaces, a dotted domain of letters, digits and hyphens, a top-level part of 2+ letters.
/** The email format a store accepts. */
export const VALIDATION_EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Fails on text that is not an email address. */
export function emailRule(message: string = VALIDATION_EMAIL_MESSAGE): FieldRule {
  return matching(VALIDATION_EMAIL_PATTERN, message);
}

/**
 * Password strength of the sign-up form: 8 or more characters with an upper-case letter, a
 * lower-case letter and a number (account section 5).
 */
export function passwordRule(message: string = VALIDATION_PASSWORD_MESSAGE): FieldRule {
  return (value) => {
    if (isBlankValue(value)) return undefined;
    const text = typeof value === 'string' ? value : '';
    const strong = [...text].length >= PASSWORD_MIN_LENGTH && /\p{Lu}/u.test(text) && /\p{Ll}/u.test(text) && /\d/.test(text);
    return strong ? undefined : message;
  };
}

/**
 * Content section 5: letters including accented ones, spaces, comma, period, apostrophe, backtick,
 * hyphen. Beyond the letter of the spec: the typographic apostrophe (’) phone keyboards type is
 * accepted as an apostrophe, combining accents count as letters, and at least one letter is needed.
 */
export const VALIDATION_NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} ,.'’`-]+$/u;

/** Fails on a name with characters outside the name rule ('Name is not valid.'). */
export function nameRule(message: string = VALIDATION_NAME_MESSAGE): FieldRule {
  return matching(VALIDATION_NAME_PATTERN, message);
}

/** Fails on text that does not match `pattern` (default 'Value should match <pattern>'). */
export function regexRule(pattern: RegExp, message: string = VALIDATION_MESSAGES.regex(pattern)): FieldRule {
  return matching(pattern, message);
}

function matching(pattern: RegExp, message: string): FieldRule {
  // A global or sticky regex remembers lastIndex between tests; a plain copy does not.
  const stateless = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return (value) => {
    if (isBlankValue(value)) return undefined;
    const text = textOf(value);
    return text !== undefined && stateless.test(text) ? undefined : message;
  };
}

/**
 * Fails unless the value equals another field's value (password confirmation).
 * @example sameAsRule('password', 'the password')('a', { password: 'b' }) // 'Value must be the same as the password'
 */
export function sameAsRule(field: string, label: string = field, message?: string): FieldRule {
  return (value, values) => (value === values[field] ? undefined : (message ?? VALIDATION_MESSAGES.sameAs(label)));
}
