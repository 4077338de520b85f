import { ADDRESS_PROVINCE_MESSAGE, POSTAL_CODE_COUNTRY_MESSAGE } from '@stride/domain/address';
import { PHONE_INVALID_MESSAGE } from '@stride/domain/phone';
import { VALIDATION_EMAIL_MESSAGE, VALIDATION_MESSAGES, VALIDATION_NAME_MESSAGE, VALIDATION_REQUIRED_MESSAGE } from '@stride/domain/validation';
import { describe, expect, it } from 'vitest';
import { testMessages } from '../i18n/testing.js';
import { formErrorText } from './form-error-text.js';

const en = testMessages('en-US').t;
const fr = testMessages('fr-CA').t;

describe('formErrorText', () => {
  it('keeps the domain wording in English', () => {
    expect(formErrorText(en, VALIDATION_REQUIRED_MESSAGE)).toBe(VALIDATION_REQUIRED_MESSAGE);
    expect(formErrorText(en, VALIDATION_MESSAGES.maxLength(30))).toBe(VALIDATION_MESSAGES.maxLength(30));
    expect(formErrorText(en, PHONE_INVALID_MESSAGE)).toBe(PHONE_INVALID_MESSAGE);
  });

  it('translates fixed and parameterised messages for fr-CA', () => {
    expect(formErrorText(fr, VALIDATION_REQUIRED_MESSAGE)).toBe('Ce champ est obligatoire');
    expect(formErrorText(fr, VALIDATION_MESSAGES.maxLength(30))).toBe('30 caractères au maximum');
    expect(formErrorText(fr, VALIDATION_MESSAGES.minimalAge(16))).toBe('Vous devez avoir au moins 16 ans.');
  });

  it('knows every wording of the domain it maps (a changed wording fails here, not in front of a shopper)', () => {
    const domainWordings = [
      VALIDATION_REQUIRED_MESSAGE,
      VALIDATION_EMAIL_MESSAGE,
      VALIDATION_NAME_MESSAGE,
      PHONE_INVALID_MESSAGE,
      POSTAL_CODE_COUNTRY_MESSAGE,
      ADDRESS_PROVINCE_MESSAGE,
      VALIDATION_MESSAGES.minLength(2),
      VALIDATION_MESSAGES.maxLength(30),
      VALIDATION_MESSAGES.exactLength(5),
      VALIDATION_MESSAGES.minimalAge(13),
    ];
    for (const wording of domainWordings) expect(formErrorText(fr, wording), wording).not.toBe(wording);
  });

  it('shows a message it does not know as it came', () => {
    expect(formErrorText(fr, 'Something the API said')).toBe('Something the API said');
  });
});
