import type { ConsumerType } from '../auth/consumer-type.js';

/** How the account is stored: guests are consumers too; athletes and store associates are roles. */
export const ACCOUNT_TYPES = ['GUEST', 'REGISTERED', 'EMPLOYEE', 'ATHLETE', 'STORE_ASSOCIATE'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The profile types that drive content (content spec section 6): two partner programmes and the athletes. */
export const PROFILE_TYPES = ['ipa', 'wranx', 'athlete'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

/** Agent roles carried by tokens from the agent sign-in. */
export type AgentRole = 'EMPLOYEE' | 'STORE_ASSOCIATE';

/** A consumer as the identity services read it. */
export interface ConsumerAccount {
  readonly consumerNo: string;
  readonly accountType: AccountType;
  readonly email: string | null;
  readonly passwordHash: string | null;
  readonly failedSignInCount: number;
  readonly lockedUntil: Date | null;
  readonly memberId: string | null;
  readonly isEmployeeDiscountTcAccepted: boolean;
  readonly storeId: string | null;
  /** ipa, wranx, athlete (profileTypesOf): what content segments a signed-in shopper by. */
  readonly profileTypes: readonly ProfileType[];
}

// The wire knows GUEST, REGISTERED and EMPLOYEE: an athlete signs in as a registered shopper (the
// credit shows on the profile), a store associate too unless through the agent sign-in.
/** The consumerType a token carries for an account. */
export function tokenConsumerType(accountType: AccountType): ConsumerType {
  if (accountType === 'GUEST' || accountType === 'EMPLOYEE') return accountType;
  return 'REGISTERED';
}

/** The agent role of an account allowed to use the agent sign-in, or undefined for shoppers. */
export function agentRoleOf(accountType: AccountType): AgentRole | undefined {
  if (accountType === 'EMPLOYEE' || accountType === 'STORE_ASSOCIATE') return accountType;
  return undefined;
}
