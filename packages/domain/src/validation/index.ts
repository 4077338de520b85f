export type { FormValues, FieldRule, FieldErrors } from './field-rule.js';
export { isBlankValue } from './field-rule.js';
export {
  VALIDATION_REQUIRED_MESSAGE,
  VALIDATION_EMAIL_MESSAGE,
  VALIDATION_PASSWORD_MESSAGE,
  VALIDATION_NAME_MESSAGE,
  VALIDATION_BIRTH_DATE_REQUIRED_MESSAGE,
  VALIDATION_MESSAGES,
} from './validation.messages.js';
export { VALIDATION_NAME_MIN_LENGTH, VALIDATION_NAME_MAX_LENGTH, VALIDATION_EMAIL_MAX_LENGTH } from './validation.constants.js';
export type { CalendarDate } from './calendar-date.js';
export {
  VALIDATION_DATE_FORMAT_DEFAULT,
  calendarDateOf,
  daysInMonth,
  parseCalendarDate,
  formatCalendarDate,
  compareCalendarDates,
  subtractCalendarYears,
  nextCalendarDay,
} from './calendar-date.js';
export { requiredRule, emailRule, passwordRule, nameRule, regexRule, sameAsRule, VALIDATION_EMAIL_PATTERN, VALIDATION_NAME_PATTERN } from './text-rules.js';
export { minLengthRule, maxLengthRule, exactLengthRule, minRule, maxRule } from './length-rules.js';
export { dateRule, minDateRule, maxDateRule } from './date-rules.js';
export { phoneRule } from './phone-rule.js';
export type { FieldRules } from './validate-fields.js';
export { validateFields, hasNoFieldErrors, fieldErrorsToResult } from './validate-fields.js';
export type { SignInFormValues } from './validate-sign-in.js';
export { validateSignIn } from './validate-sign-in.js';
export type { NewsletterFormValues } from './validate-newsletter.js';
export { validateNewsletter } from './validate-newsletter.js';
export type { SignUpAgreement, SignUpConfig } from './sign-up-config.js';
export {
  SIGN_UP_DATE_FORMAT_DEFAULT,
  SIGN_UP_DATE_FORMAT_EMEA,
  SIGN_UP_MIN_BIRTH_DATE_DEFAULT,
  SIGN_UP_MINIMAL_AGE_BY_COUNTRY,
  SIGN_UP_MINIMAL_AGE_DEFAULT,
  minimalAgeFor,
  signUpConfigForSite,
  signUpDateFormat,
} from './sign-up-config.js';
export type { SignUpFormValues, SignUpField } from './validate-sign-up.js';
export { validateSignUp } from './validate-sign-up.js';
export { EVENT_DAY_PICKER_MIN_DAYS, eventAttendingDays, showsEventDayPicker } from './event-attending-days.js';
export type { EventRegistrationValues, EventRegistrationContent } from './validate-event-registration.js';
export {
  EVENT_TERMS_REQUIRED_MESSAGE,
  EVENT_GUEST_NAME_MESSAGE,
  EVENT_ATTENDING_DAYS_MESSAGE,
  validateEventRegistration,
} from './validate-event-registration.js';
