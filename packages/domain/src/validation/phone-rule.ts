import { PHONE_INVALID_MESSAGE, validatePhone, type PhoneOptions } from '../phone/index.js';
import { isBlankValue, textOf, type FieldRule } from './field-rule.js';

/**
 * Fails on a phone number that does not validate for the region ('A valid phone number is
 * required'); the dial code chosen in the form's `dialCodeField` (phoneCode) is used as a hint.
 */
export function phoneRule(options: PhoneOptions = {}, dialCodeField = 'phoneCode'): FieldRule {
  return (value, values) => {
    if (isBlankValue(value)) return undefined;
    const text = textOf(value);
    if (text === undefined) return PHONE_INVALID_MESSAGE;
    const dialCode = textOf(values[dialCodeField])?.replace(/\D/g, '') || options.dialCode;
    const result = validatePhone(text, dialCode ? { ...options, dialCode } : options);
    return result.isOk() ? undefined : result.error.message;
  };
}
