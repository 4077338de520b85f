import type { MessageId, Translate } from '../i18n/messages.js';

// The domain's validation rules answer in English (the server says the same words); a form shows
// the message in the page's language through these ids. The English wording is written out here
// rather than imported, so the first load does not carry the domain's validation and address
// modules (1.4 KB gzip); form-error-text.test.ts fails when the domain's wording changes.
const FIXED: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  ['This field is required', 'form.required'],
  ['Please enter a valid e-mail address.', 'form.email'],
  ['Name is not valid.', 'form.name'],
  ['A valid phone number is required', 'form.phone'],
  ['Please enter a valid postal code for this country.', 'form.postalCode'],
  ['Please select a valid province.', 'form.province'],
]);

const PARAMETERISED: readonly (readonly [RegExp, MessageId])[] = [
  [/^Must be at least (\d+) characters$/, 'form.minLength'],
  [/^Must be at most (\d+) characters$/, 'form.maxLength'],
  [/^Must be exactly (\d+) characters$/, 'form.exactLength'],
  [/^You must be at least (\d+) years old\.$/, 'form.minimalAge'],
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
