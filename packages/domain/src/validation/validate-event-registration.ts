import { eventAttendingDays, EVENT_DAY_PICKER_MIN_DAYS } from './event-attending-days.js';
import type { FieldErrors, FieldRule } from './field-rule.js';
import { nameRule, requiredRule } from './text-rules.js';
import { validateFields } from './validate-fields.js';

// The spec does not word these messages (content section 5); ours follow the name rule's style.
/** Message when the event terms checkbox is not ticked. */
export const EVENT_TERMS_REQUIRED_MESSAGE = 'Please accept the event terms and conditions.';
/** The guest-name validation message of the plus-one field. */
export const EVENT_GUEST_NAME_MESSAGE = 'Guest name is not valid.';
/** Message when a multi-day event is joined without choosing a day. */
export const EVENT_ATTENDING_DAYS_MESSAGE = 'Please choose at least one day.';

/** Event registration form values (content section 3). */
export interface EventRegistrationValues {
  readonly attendingDays?: readonly string[];
  readonly eventTermsAccepted?: boolean;
  /** The guest's name. */
  readonly plusOne?: string;
}

/** The parts of the event sign-up content the form's rules depend on. */
export interface EventRegistrationContent {
  readonly startDate: string;
  readonly endDate: string;
  readonly enablePlusOne?: boolean;
}

// Beyond the spec: when the picker is shown at least one day must be chosen, and only days of
// the event - a registration for no day, or a day outside the event, means nothing to the venue.
function attendingDaysRule(days: readonly string[]): FieldRule {
  return (value) => {
    const chosen = Array.isArray(value) ? (value as unknown[]) : [];
    const valid = chosen.length > 0 && chosen.every((d) => typeof d === 'string' && days.includes(d));
    return valid ? undefined : EVENT_ATTENDING_DAYS_MESSAGE;
  };
}

/**
 * The join-event form (content section 5): terms required; the guest name checked with the name
 * rule only when entered and plus-one is enabled; days chosen when the event spans 2+ days.
 * @example validateEventRegistration({ eventTermsAccepted: false }, { startDate: '2025-06-01', endDate: '2025-06-01' })
 * // { eventTermsAccepted: 'Please accept the event terms and conditions.' }
 */
export function validateEventRegistration(values: EventRegistrationValues, content: EventRegistrationContent): FieldErrors<keyof EventRegistrationValues> {
  const days = eventAttendingDays(content.startDate, content.endDate);
  return validateFields<keyof EventRegistrationValues>(values, {
    eventTermsAccepted: [requiredRule(EVENT_TERMS_REQUIRED_MESSAGE)],
    plusOne: content.enablePlusOne ? [nameRule(EVENT_GUEST_NAME_MESSAGE)] : [],
    attendingDays: days.length >= EVENT_DAY_PICKER_MIN_DAYS ? [attendingDaysRule(days)] : [],
  });
}
