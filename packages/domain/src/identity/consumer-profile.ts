import type { AccountType } from './consumer-account.js';
import type { NotificationPreference } from './notification-preferences.js';

/** Spend against an annual cap (employee) or credit (athlete, prosumer), in minor units of `currency`. */
export interface ProfileSpend {
  readonly currentSpendMinor: number;
  readonly limitMinor: number;
  readonly currency: string;
}

/** The prosumer identity types the spec knows (account section 3, consumerDetails identity list), in banner precedence. */
export const CONSUMER_IDENTITY_TYPES = ['IPA', 'WRANX'] as const;
export type ConsumerIdentityType = (typeof CONSUMER_IDENTITY_TYPES)[number];

/** A registered consumer's profile as the account page and the employee terms dialog read it. */
export interface ConsumerProfile {
  readonly consumerNo: string;
  readonly accountType: AccountType;
  readonly email: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly phone: string | null;
  readonly phoneCode: string | null;
  readonly postalCode: string | null;
  /** ISO date (YYYY-MM-DD). */
  readonly birthDate: string | null;
  readonly gender: string | null;
  readonly preferredShoeSize: string | null;
  /** Pipe-separated (account section 9). */
  readonly interests: string | null;
  readonly newsletterOptIn: boolean;
  readonly isEmployeeDiscountTcAccepted: boolean;
  readonly isLoyaltyMember: boolean;
  readonly loyaltyMemberId: string | null;
  /** A member who has not opened the double opt-in link yet (account section 3, Enrollment doubleOptin). */
  readonly loyaltyConfirmationPending: boolean;
  /** ISO date (YYYY-MM-DD). */
  readonly loyaltyOptInDate: string | null;
  readonly loyaltyPoints: number;
  /** Employees: spend against the annual cap. */
  readonly employeeSpend: ProfileSpend | null;
  /** Athletes: spend against the annual credit. */
  readonly athleteSpend: ProfileSpend | null;
  /** Prosumers (an IPA or WRANX identity): spend against the annual credit. */
  readonly prosumerSpend: ProfileSpend | null;
  /** The prosumer identities the consumer holds, in CONSUMER_IDENTITY_TYPES order. */
  readonly identities: readonly ConsumerIdentityType[];
  /** How the account was acquired (consumerDetails source), null when not recorded. */
  readonly acquisitionType: string | null;
  readonly campaignName: string | null;
  /** Every kind of notification and its channels, defaults filled in. */
  readonly notificationPreferences: readonly NotificationPreference[];
}

/**
 * What one profile update writes; absent fields keep their stored value. Accepting the employee
 * discount terms is one-way, so it is only ever `true`.
 */
export interface ConsumerProfileChanges {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly phone?: string;
  readonly phoneCode?: string;
  readonly postalCode?: string;
  readonly newsletterOptIn?: boolean;
  readonly acceptEmployeeDiscountTerms?: true;
  /** Stored pipe-separated; '' clears them. */
  readonly interests?: string;
  /** '' clears it. */
  readonly preferredShoeSize?: string;
  /** ISO date (YYYY-MM-DD); set only by completing a profile that lacks it (POST /consumers-v3/consumer). */
  readonly birthDate?: string;
  /** Set only by completing a profile that lacks it. */
  readonly gender?: string;
  /** The full list, as it is to be stored. */
  readonly notificationPreferences?: readonly NotificationPreference[];
}

/** Whether a consumer row is a profile a shopper can read and change: a guest is a consumer without one (PRO404). */
export function hasProfile(profile: ConsumerProfile | undefined): profile is ConsumerProfile {
  return profile !== undefined && profile.accountType !== 'GUEST';
}
