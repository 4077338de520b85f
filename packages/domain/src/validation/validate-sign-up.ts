import { subtractCalendarYears, type CalendarDate } from './calendar-date.js';
import { dateRule, maxDateRule, minDateRule } from './date-rules.js';
import type { FieldErrors, FieldRule } from './field-rule.js';
import { maxLengthRule, minLengthRule } from './length-rules.js';
import { phoneRule } from './phone-rule.js';
import { SIGN_UP_MIN_BIRTH_DATE_DEFAULT, signUpDateFormat, type SignUpConfig } from './sign-up-config.js';
import { emailRule, nameRule, passwordRule, requiredRule } from './text-rules.js';
import { validateFields, type FieldRules } from './validate-fields.js';
import { VALIDATION_EMAIL_MAX_LENGTH, VALIDATION_NAME_MAX_LENGTH, VALIDATION_NAME_MIN_LENGTH } from './validation.constants.js';
import { VALIDATION_BIRTH_DATE_REQUIRED_MESSAGE, VALIDATION_MESSAGES } from './validation.messages.js';

/** Sign-up form values (account section 3). */
export interface SignUpFormValues {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly birthDate?: string;
  readonly phone?: string;
  readonly phoneCode?: string;
  readonly email?: string;
  readonly password?: string;
  readonly newsletter?: boolean;
  readonly loyaltyTerms?: boolean;
  readonly brandTerms?: boolean;
  readonly policy?: boolean;
  readonly postalCode?: string;
  readonly gender?: string;
  readonly optInAccepted?: boolean;
}

/** Fields of the sign-up form that can carry a message. */
export type SignUpField = keyof SignUpFormValues;

const when = (flag: boolean | undefined, rule: FieldRule): FieldRule[] => (flag ? [rule] : []);

// First and last name are not listed by the spec's sign-up rules; a store needs them to address
// the shopper, so they are required with the name rule and the 2-30 limit of account section 9.
const nameRules: readonly FieldRule[] = [requiredRule(), nameRule(), minLengthRule(VALIDATION_NAME_MIN_LENGTH), maxLengthRule(VALIDATION_NAME_MAX_LENGTH)];

function birthDateRules(config: SignUpConfig, today: CalendarDate): FieldRule[] {
  const format = signUpDateFormat(config);
  const latest = subtractCalendarYears(today, config.minimalAge);
  return [
    ...when(config.birthDateRequired, requiredRule(VALIDATION_BIRTH_DATE_REQUIRED_MESSAGE)),
    dateRule(format),
    minDateRule(config.minBirthDate ?? SIGN_UP_MIN_BIRTH_DATE_DEFAULT, format),
    maxDateRule(latest, format, VALIDATION_MESSAGES.minimalAge(config.minimalAge)),
  ];
}

function signUpRules(config: SignUpConfig, today: CalendarDate): FieldRules<SignUpField> {
  const agreements = new Set(config.requiredAgreements ?? []);
  const phoneOptions = config.region === undefined ? {} : { region: config.region };
  return {
    email: [requiredRule(), emailRule(), maxLengthRule(VALIDATION_EMAIL_MAX_LENGTH)],
    password: [requiredRule(), passwordRule()],
    firstName: nameRules,
    lastName: nameRules,
    birthDate: birthDateRules(config, today),
    gender: when(config.genderRequired, requiredRule()),
    phone: [
      ...when(config.phoneRequired, requiredRule()),
      phoneRule(config.phoneCountries ? { ...phoneOptions, countries: config.phoneCountries } : phoneOptions),
    ],
    postalCode: when(config.postalCodeRequired, requiredRule()),
    optInAccepted: when(config.smsOptInRequired, requiredRule()),
    loyaltyTerms: when(agreements.has('loyaltyTerms'), requiredRule()),
    brandTerms: when(agreements.has('brandTerms'), requiredRule()),
    policy: when(agreements.has('policy'), requiredRule()),
    newsletter: when(agreements.has('newsletter'), requiredRule()),
  };
}

/**
 * Sign-up (account section 5) over the form values and the locale's configuration. `today` is
 * the server's date (GET /fapi/server/time): a birth date later than today minus the minimal age
 * fails with a message naming the minimal age.
 * @example validateSignUp(values, { minimalAge: 16, region: 'EMEA' }, { year: 2025, month: 6, day: 1 })
 */
export function validateSignUp(values: SignUpFormValues, config: SignUpConfig, today: CalendarDate): FieldErrors<SignUpField> {
  return validateFields(values, signUpRules(config, today));
}
