import {
  ADDRESS_PROVINCE_MESSAGE,
  PHONE_INVALID_MESSAGE,
  POSTAL_CODE_COUNTRY_MESSAGE,
  VALIDATION_EMAIL_MESSAGE,
  VALIDATION_MESSAGES,
  VALIDATION_NAME_MESSAGE,
  VALIDATION_REQUIRED_MESSAGE,
} from '@stride/domain';
import type { MessageId, Translate } from '../i18n/messages.js';

// The domain's validation rules answer in English (the server says the same words); a form shows
// the message in the page's language through these ids. Parameterised messages are matched by
// the domain's own wording with the number left open, so a changed wording fails the test
// (ui/form-error-text.test.ts) instead of silently showing English.
const FIXED: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  [VALIDATION_REQUIRED_MESSAGE, 'form.required'],
  [VALIDATION_EMAIL_MESSAGE, 'form.email'],
  [VALIDATION_NAME_MESSAGE, 'form.name'],
  [PHONE_INVALID_MESSAGE, 'form.phone'],
  [POSTAL_CODE_COUNTRY_MESSAGE, 'form.postalCode'],
  [ADDRESS_PROVINCE_MESSAGE, 'form.province'],
]);

const SENTINEL = 987654321;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const withNumber = (message: string): RegExp => new RegExp(`^${escape(message).replace(String(SENTINEL), '(\\d+)')}$`);
const PARAMETERISED: readonly (readonly [RegExp, MessageId])[] = [
  [withNumber(VALIDATION_MESSAGES.minLength(SENTINEL)), 'form.minLength'],
  [withNumber(VALIDATION_MESSAGES.maxLength(SENTINEL)), 'form.maxLength'],
  [withNumber(VALIDATION_MESSAGES.exactLength(SENTINEL)), 'form.exactLength'],
  [withNumber(VALIDATION_MESSAGES.minimalAge(SENTINEL)), 'form.minimalAge'],
];

/**
 * A field error of the domain's rules in the page's language; a message without a catalogue
 * entry (an API's own words) is shown as it came.
 * @example formErrorText(t, 'This field is required') // 'Ce champ est obligatoire.' in fr-CA
 */
export function formErrorText(t: Translate, message: string): string {
  const fixed = FIXED.get(message);
  if (fixed !== undefined) return t(fixed);
  for (const [pattern, id] of PARAMETERISED) {
    const match = pattern.exec(message);
    if (match !== null) return t(id, { count: Number(match[1]) });
  }
  return message;
}
