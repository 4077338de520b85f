import { strideError, type StrideError } from '@stride/domain/errors';
import { splitAttendingDays, type EventRegistration } from '@stride/domain/personalisation';
import { nameRule } from '@stride/domain/validation';
import { err, ok, type Result } from 'neverthrow';
import type { EventRegistrationBody } from '../../api-contract/personalisation.contract.js';
import type { PersonalisationDeps } from './personalisation-deps.js';

/** The code of a registration the event's rules refuse (terms not accepted, guest name not valid). */
export const EVENT_REGISTRATION_REFUSED = 'EVT400';
/** The message of an unticked terms box (the spec does not give its wording). */
export const EVENT_TERMS_REQUIRED_MESSAGE = 'Please accept the event terms to join.';

/**
 * `POST /consumers-v3/consumer/event-registration`: a signed-in shopper (not a guest) joins an event with the
 * terms accepted, a guest name that passes the name rule when given, and their own account's e-mail (the form
 * shows it read-only). A second registration for the same event replaces the first. Nothing is written on a refusal.
 */
export async function registerForEvent(
  deps: Pick<PersonalisationDeps, 'registrations' | 'profiles'>,
  caller: { readonly consumerNo: string; readonly consumerType: string },
  body: EventRegistrationBody,
): Promise<Result<EventRegistration, StrideError>> {
  if (caller.consumerType === 'GUEST') return err(strideError('AUT432', 'Sign in to join this event.'));
  if (!body.eventTermsAccepted) return err(strideError(EVENT_REGISTRATION_REFUSED, EVENT_TERMS_REQUIRED_MESSAGE, { field: 'eventTermsAccepted' }));
  const plusOne = body.plusOne?.trim() ?? '';
  const nameProblem = plusOne === '' ? undefined : nameRule()(plusOne, {});
  if (nameProblem !== undefined) return err(strideError(EVENT_REGISTRATION_REFUSED, nameProblem, { field: 'plusOne' }));
  const profile = await deps.profiles.find(caller.consumerNo);
  const accountEmail = profile?.email ?? null;
  if (accountEmail === null || accountEmail.toLowerCase() !== body.email.email.toLowerCase()) {
    return err(strideError(EVENT_REGISTRATION_REFUSED, 'Register with the e-mail of your account.', { field: 'email' }));
  }
  const registration: EventRegistration = {
    consumerNo: caller.consumerNo,
    eventId: body.eventId,
    email: accountEmail,
    firstName: body.firstName,
    lastName: body.lastName,
    gender: body.gender?.trim() || null,
    phoneNumber: body.phoneNumber?.trim() || null,
    attendingDays: splitAttendingDays(body.attendingDays),
    plusOne: plusOne === '' ? null : plusOne,
    termsAccepted: true,
    registrationTimestamp: new Date(body.registrationTimestamp),
  };
  await deps.registrations.save(registration);
  return ok(registration);
}
