export type { FieldRule, FieldErrors } from './field-rule.js';
export { isBlankValue } from './field-rule.js';
export { VALIDATION_BIRTH_DATE_REQUIRED_MESSAGE } from './validation.messages.js';
export { VALIDATION_NAME_MIN_LENGTH, VALIDATION_NAME_MAX_LENGTH, VALIDATION_EMAIL_MAX_LENGTH } from './validation.constants.js';
export type { CalendarDate } from './calendar-date.js';
export { parseCalendarDate, formatCalendarDate } from './calendar-date.js';
export { requiredRule, emailRule, passwordRule, nameRule, regexRule, sameAsRule, VALIDATION_EMAIL_PATTERN } from './text-rules.js';
export { minLengthRule, maxLengthRule } from './length-rules.js';
export { phoneRule } from './phone-rule.js';
export type { FieldRules } from './validate-fields.js';
export { validateFields } from './validate-fields.js';
export { validateSignIn } from './validate-sign-in.js';
export { validateNewsletter, type NewsletterFormValues } from './validate-newsletter.js';
export { validateGiftOption, type GiftOptionFormValues } from './validate-gift-option.js';
export { GIFT_MESSAGE_MAX_LENGTH, GIFT_RECIPIENT_MAX_LENGTH } from '../cart/cart.constants.js';
export type { SignUpConfig } from './sign-up-config.js';
export { signUpDateFormat } from './sign-up-config.js';
export type { SignUpFormValues, SignUpField } from './validate-sign-up.js';
export { validateSignUp } from './validate-sign-up.js';
export { VALIDATION_EMAIL_MESSAGE } from './validation.messages.js';
export { VALIDATION_MESSAGES } from './validation.messages.js';
export { VALIDATION_NAME_MESSAGE } from './validation.messages.js';
export { VALIDATION_REQUIRED_MESSAGE } from './validation.messages.js';
export { minimalAgeFor } from './sign-up-config.js';
export { signUpConfigForSite } from './sign-up-config.js';
export { EVENT_DAY_PICKER_MIN_DAYS, eventAttendingDays, showsEventDayPicker } from './event-attending-days.js';
export {
  EVENT_ATTENDING_DAYS_MESSAGE,
  EVENT_GUEST_NAME_MESSAGE,
  EVENT_TERMS_REQUIRED_MESSAGE,
  validateEventRegistration,
  type EventRegistrationContent,
  type EventRegistrationValues,
} from './validate-event-registration.js';
