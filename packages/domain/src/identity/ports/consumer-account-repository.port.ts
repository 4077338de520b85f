import type { Result } from 'neverthrow';
import type { StrideError } from '../../errors/stride-error.js';
import type { ConsumerAccount } from '../consumer-account.js';

/** What a new registered account is created with (sign-up). */
export interface NewRegisteredAccount {
  readonly consumerNo: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate?: string;
  readonly phone?: string;
  readonly phoneCode?: string;
  readonly postalCode?: string;
  readonly gender?: string;
  readonly newsletterOptIn: boolean;
  /** Where the account came from (the sign-up payload's source and the leadSource header). */
  readonly source?: AccountSource;
}

/** The sign-up's source (account section 7: store, acquisitionType, campaignName) and lead source. */
export interface AccountSource {
  readonly storeId?: string;
  readonly acquisitionType?: string;
  readonly campaignName?: string;
  readonly leadSource?: string;
}

/** Consumers: guests and accounts, their passwords and failed sign-in counts. */
export interface ConsumerAccountRepository {
  createGuest(consumerNo: string): Promise<void>;
  /** A registered consumer number, PRO400 when the e-mail (case-insensitive) is taken, AUT442 when the phone is another account's. */
  createRegistered(account: NewRegisteredAccount): Promise<Result<string, StrideError>>;
  /**
   * True when the phone (compared by its digits, and by dialling code when both have one) is on an account other than
   * `consumerNo`: the check sign-up makes (AUT442), for a phone changed on a profile (AUT444).
   */
  isPhoneOnAnotherAccount(consumerNo: string, phone: string, phoneCode: string | undefined): Promise<boolean>;
  /** A non-guest account by e-mail, case-insensitively. */
  findByEmail(email: string): Promise<ConsumerAccount | undefined>;
  findByConsumerNo(consumerNo: string): Promise<ConsumerAccount | undefined>;
  /**
   * Counts one more failure atomically (a lapsed lock starts the count again) and locks the
   * account until `lockUntil` when the count reaches `maxFailures`; answers the new count.
   */
  recordFailedSignIn(consumerNo: string, now: Date, maxFailures: number, lockUntil: Date): Promise<number>;
  resetFailedSignIns(consumerNo: string): Promise<void>;
  updatePasswordHash(consumerNo: string, passwordHash: string): Promise<void>;
  /** The consumer's most recent open basket. */
  openBasketId(consumerNo: string): Promise<string | undefined>;
}
