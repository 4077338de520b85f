import { hasProfile, profileChangesFor, type ConsumerProfile, type ConsumerProfileChanges } from '@stride/domain/identity';
import { strideError, type StrideError } from '@stride/domain/errors';
import { validateSignUp, type CalendarDate } from '@stride/domain/validation';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import { phoneTakenByAnother, withAddresses, type ProfileWithAddresses } from './consumer-profile.js';
import type { IdentityServiceDeps } from './identity-service-deps.js';
import { apiSignUpConfigFor } from './sign-up.js';

/** What `POST /consumers-v3/consumer` may create: the basic info a sign-up may leave out, per locale. */
export interface ProfileCreationInput {
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly phone?: string | undefined;
  readonly phoneCode?: string | undefined;
  readonly postalCode?: string | undefined;
  /** ISO date (YYYY-MM-DD). */
  readonly birthDate?: string | undefined;
  readonly gender?: string | undefined;
}

const CREATABLE = ['firstName', 'lastName', 'phone', 'postalCode', 'birthDate', 'gender'] as const;
const given = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());
const held = (profile: ConsumerProfile, field: (typeof CREATABLE)[number]): boolean => given(profile[field] ?? undefined) !== undefined;

/** The writes of a creation: every field sent is one the profile lacks (PRO409), checked as sign-up and PUT check it. */
function creationChanges(
  current: ConsumerProfile,
  input: ProfileCreationInput,
  context: { readonly today: CalendarDate; readonly locale: string | undefined },
): Result<ConsumerProfileChanges, StrideError> {
  const sent = CREATABLE.filter((field) => given(input[field]) !== undefined);
  if (sent.length === 0) return err(strideError('ATTR300', 'consumerDetails: send at least one detail your profile lacks.'));
  const taken = sent.find((field) => held(current, field));
  if (taken !== undefined) {
    return err(strideError('PRO409', `consumerDetails.${taken} is already on your profile: change it in your profile settings.`, { field: taken }));
  }
  const basic = profileChangesFor(
    current,
    { firstName: input.firstName, lastName: input.lastName, phone: input.phone, phoneCode: input.phoneCode, postalCode: input.postalCode },
    undefined,
  );
  if (basic.isErr()) return err(basic.error);
  const birthDate = given(input.birthDate);
  if (birthDate !== undefined) {
    // The sign-up's own rule for the site: ISO date, not before the earliest date, the country's minimal age.
    const problem = validateSignUp({ birthDate }, apiSignUpConfigFor(context.locale), context.today).birthDate;
    if (problem !== undefined) return err(strideError('PRO410', problem, { field: 'birthDate' }));
  }
  const gender = given(input.gender);
  return ok({ ...basic.value, ...(birthDate === undefined ? {} : { birthDate }), ...(gender === undefined ? {} : { gender }) });
}

/**
 * `POST /consumers-v3/consumer` (create profile): completes the profile of an account created without some of its
 * details (a sign-up where the site does not ask for the phone, birth date, postal code or gender, or an account
 * made elsewhere), in one transaction. It creates only what the profile lacks: a detail already held is PRO409 (it is
 * changed with PUT, which never changes a birth date), nothing written; a phone on another account is AUT444. A guest has no profile (PRO404).
 */
export function createConsumerProfile(
  deps: IdentityServiceDeps,
  consumerNo: string,
  input: ProfileCreationInput,
  context: { readonly today: CalendarDate; readonly locale: string | undefined },
): ResultAsync<ProfileWithAddresses, StrideError> {
  const run = (): Promise<Result<ProfileWithAddresses, StrideError>> =>
    deps.uow.transaction(async (repos) => {
      const current = await repos.profiles.find(consumerNo);
      if (!hasProfile(current)) return err(strideError('PRO404'));
      const changes = creationChanges(current, input, context);
      if (changes.isErr()) return err(changes.error);
      const phoneTaken = await phoneTakenByAnother(repos, consumerNo, changes.value);
      if (phoneTaken !== undefined) return err(phoneTaken);
      await repos.profiles.update(consumerNo, changes.value, deps.now());
      const created = await repos.profiles.find(consumerNo);
      return hasProfile(created) ? ok(await withAddresses(repos, created)) : err(strideError('PRO418'));
    });
  return new ResultAsync(run());
}
