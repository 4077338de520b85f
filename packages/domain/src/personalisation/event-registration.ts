/** A shopper's registration for an editor's event (spec content sections 3, 5 and 7). */
export interface EventRegistration {
  readonly consumerNo: string;
  readonly eventId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly gender: string | null;
  readonly phoneNumber: string | null;
  /** The days attended, ISO dates (empty for a one-day event). */
  readonly attendingDays: readonly string[];
  /** The guest's name, when the shopper brings one. */
  readonly plusOne: string | null;
  readonly termsAccepted: true;
  readonly registrationTimestamp: Date;
}

/**
 * The attending days the form sends, comma-joined (spec section 7), as a list: trimmed, empty entries dropped.
 * @example splitAttendingDays('2026-06-12, 2026-06-13') // ['2026-06-12', '2026-06-13']
 */
export function splitAttendingDays(joined: string): string[] {
  return joined
    .split(',')
    .map((day) => day.trim())
    .filter((day) => day.length > 0);
}

/** Where registrations are kept: one per consumer and event, a new one replacing the last. */
export interface EventRegistrationRepository {
  save(registration: EventRegistration): Promise<void>;
  find(consumerNo: string, eventId: string): Promise<EventRegistration | null>;
}
