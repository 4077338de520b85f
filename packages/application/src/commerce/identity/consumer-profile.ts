import { moneyOf, toMajorUnits } from '@stride/domain/money';
import {
  hasProfile,
  profileChangesFor,
  tokenConsumerType,
  type ConsumerProfile,
  type ConsumerProfileChanges,
  type IdentityRepositories,
  type StoredAddress,
  type ProfileDetailsInput,
  type ProfilePreferencesInput,
  type ProfileSpend,
} from '@stride/domain/identity';
import { strideError, type StrideError } from '@stride/domain/errors';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { ConsumerProfileView } from '../../api-contract/identity.contract.js';
import { consumerAddressView } from './address-book.js';
import type { IdentityServiceDeps } from './identity-service-deps.js';

/** A profile with its address book, read in one transaction (the wire's consumerDetails holds both). */
export type ProfileWithAddresses = ConsumerProfile & { readonly addresses?: readonly StoredAddress[] };

export async function withAddresses(repos: IdentityRepositories, profile: ConsumerProfile): Promise<ProfileWithAddresses> {
  return { ...profile, addresses: await repos.addresses.list(profile.consumerNo) };
}

/** What a profile update asks for (the PUT body's consumerProfile). */
export interface ProfileUpdateInput {
  readonly consumerDetails?: ProfileDetailsInput | undefined;
  readonly preferences?: ProfilePreferencesInput | undefined;
}

/**
 * AUT444 (on the phone field) when a profile change sets a phone that is another account's: the phone sign-up refuses
 * with AUT442 (account section 8: phone already in use, two ids), refused the same way when changed later.
 */
export async function phoneTakenByAnother(repos: IdentityRepositories, consumerNo: string, changes: ConsumerProfileChanges): Promise<StrideError | undefined> {
  if (changes.phone === undefined || !(await repos.accounts.isPhoneOnAnotherAccount(consumerNo, changes.phone, changes.phoneCode))) return undefined;
  return strideError('AUT444', undefined, { field: 'phone' });
}

/** The signed-in consumer's profile; PRO404 for a guest (or an account that no longer exists). */
export function getConsumerProfile(deps: IdentityServiceDeps, consumerNo: string): ResultAsync<ProfileWithAddresses, StrideError> {
  const run = (): Promise<Result<ProfileWithAddresses, StrideError>> =>
    deps.uow.transaction(async (repos) => {
      const profile = await repos.profiles.find(consumerNo);
      return hasProfile(profile) ? ok(await withAddresses(repos, profile)) : err(strideError('PRO404'));
    });
  return new ResultAsync(run());
}

/**
 * Changes basic info and preferences in one transaction and answers the stored profile. Bad input
 * answers ATTR300 naming the field and writes nothing; a phone on another account AUT444; accepting the employee terms is for an
 * EMPLOYEE account only (AUT432) and cannot be undone. An update with nothing to write answers the
 * profile unchanged (account section 5: an all-empty basic-info update is skipped).
 */
export function updateConsumerProfile(
  deps: IdentityServiceDeps,
  consumerNo: string,
  input: ProfileUpdateInput,
): ResultAsync<ProfileWithAddresses, StrideError> {
  const run = (): Promise<Result<ProfileWithAddresses, StrideError>> =>
    deps.uow.transaction(async (repos) => {
      const current = await repos.profiles.find(consumerNo);
      if (!hasProfile(current)) return err(strideError('PRO404'));
      const changes = profileChangesFor(current, input.consumerDetails, input.preferences);
      if (changes.isErr()) return err(changes.error);
      if (Object.keys(changes.value).length === 0) return ok(await withAddresses(repos, current));
      const phoneTaken = await phoneTakenByAnother(repos, consumerNo, changes.value);
      if (phoneTaken !== undefined) return err(phoneTaken);
      await repos.profiles.update(consumerNo, changes.value, deps.now());
      const updated = await repos.profiles.find(consumerNo);
      return hasProfile(updated) ? ok(await withAddresses(repos, updated)) : err(strideError('PRO418'));
    });
  return new ResultAsync(run());
}

const major = (minor: number, currency: string) => toMajorUnits(moneyOf(minor, currency));
const spendOf = (spend: ProfileSpend) => ({ currentSpend: major(spend.currentSpendMinor, spend.currency), currency: spend.currency });
const creditOf = (spend: ProfileSpend) => ({ ...spendOf(spend), annualCredit: major(spend.limitMinor, spend.currency) });
const present = <K extends string>(key: K, value: string | null): Partial<Record<K, string>> =>
  (value === null || value === '' ? {} : { [key]: value }) as Partial<Record<K, string>>;

/**
 * The wire shape of a profile (account section 3 names): details (with the spend of each special group the consumer
 * belongs to and the prosumer identities), preferences, loyalty flags, and the loyalty summary when asked for and the
 * consumer is a member.
 */
export function consumerProfileView(profile: ProfileWithAddresses, includeLoyaltySummary: boolean): ConsumerProfileView {
  const email = profile.email ?? '';
  const { employeeSpend, athleteSpend, prosumerSpend } = profile;
  const source = { ...present('acquisitionType', profile.acquisitionType), ...present('campaignName', profile.campaignName) };
  return {
    consumerNo: profile.consumerNo,
    consumerType: tokenConsumerType(profile.accountType),
    email,
    consumerDetails: {
      email,
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      ...present('phone', profile.phone),
      ...present('phoneCode', profile.phoneCode),
      ...present('postalCode', profile.postalCode),
      ...present('birthDate', profile.birthDate),
      ...present('gender', profile.gender),
      address: (profile.addresses ?? []).map(consumerAddressView),
      ...(Object.keys(source).length === 0 ? {} : { source }),
      ...(employeeSpend === null ? {} : { employee: { ...spendOf(employeeSpend), annualCap: major(employeeSpend.limitMinor, employeeSpend.currency) } }),
      ...(athleteSpend === null ? {} : { athlete: creditOf(athleteSpend) }),
      ...(prosumerSpend === null ? {} : { prosumer: creditOf(prosumerSpend) }),
      identity: profile.identities.map((type) => ({ type })),
    },
    preferences: {
      isEmployeeDiscountTCAccepted: profile.isEmployeeDiscountTcAccepted,
      newsletterOptIn: profile.newsletterOptIn,
      ...present('interests', profile.interests),
      ...present('preferredShoeSize', profile.preferredShoeSize),
      notifications: profile.notificationPreferences.map(({ type, email, sms }) => ({ type, email, sms })),
    },
    isLoyaltyMember: profile.isLoyaltyMember,
    ...present('loyaltyOptInDate', profile.loyaltyOptInDate),
    ...(profile.isLoyaltyMember
      ? { enrollment: { type: 'Loyalty' as const, optin: true as const, doubleOptin: !profile.loyaltyConfirmationPending, channel: 'email' as const } }
      : {}),
    ...(includeLoyaltySummary && profile.isLoyaltyMember && profile.loyaltyMemberId !== null
      ? { loyaltySummary: { memberId: profile.loyaltyMemberId, currentLoyaltyPoints: profile.loyaltyPoints, points: { balance: profile.loyaltyPoints } } }
      : {}),
  };
}
