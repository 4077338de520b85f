import { err, ok, type Result } from 'neverthrow';

/** Reward error codes by kind (commerce-core sections 6 and 8). */
export const REWARD_ERROR_CODES = {
  notAuthenticated: 'REW401',
  nonLoyalty: 'REW130',
  unconfirmedLoyalty: 'REW135',
} as const;

export type RewardErrorKind = keyof typeof REWARD_ERROR_CODES;
export type RewardErrorCode = (typeof REWARD_ERROR_CODES)[RewardErrorKind];

/** Why a shopper cannot use rewards: a StrideError with the spec code (worded where it is answered). */
export interface RewardAccessError {
  readonly kind: RewardErrorKind;
  readonly code: RewardErrorCode;
}

/** Who is asking for rewards. */
export interface RewardAccessInput {
  readonly loggedIn: boolean;
  readonly isLoyaltyMember: boolean;
  /** False while the loyalty enrollment awaits its double opt-in confirmation. */
  readonly loyaltyConfirmed: boolean;
}

function rewardError(kind: RewardErrorKind): RewardAccessError {
  const code = REWARD_ERROR_CODES[kind];
  return { kind, code };
}

/** Checks reward access: signed in, then a loyalty member, then a confirmed one. */
export function checkRewardAccess(input: RewardAccessInput): Result<true, RewardAccessError> {
  if (!input.loggedIn) return err(rewardError('notAuthenticated'));
  if (!input.isLoyaltyMember) return err(rewardError('nonLoyalty'));
  if (!input.loyaltyConfirmed) return err(rewardError('unconfirmedLoyalty'));
  return ok(true);
}

/** The reward error kind of a server error id, or null for any other id. */
export function rewardErrorKindFromCode(code: string): RewardErrorKind | null {
  const entry = Object.entries(REWARD_ERROR_CODES).find(([, value]) => value === code);
  return entry === undefined ? null : (entry[0] as RewardErrorKind);
}
