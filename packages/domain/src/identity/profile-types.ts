import type { AccountType } from './consumer-account.js';

/** The profile types that drive content (content spec section 6): two partner programmes and the athletes. */
export const PROFILE_TYPES = ['ipa', 'wranx', 'athlete'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

/** What an account's profile types are read from: its type (athletes are a role) and its programme memberships. */
export interface ProfileTypeSource {
  readonly accountType: AccountType;
  readonly ipaMember: boolean;
  readonly wranxMember: boolean;
}

/**
 * The profile types of an account, in PROFILE_TYPES order: `athlete` for an athlete account, `ipa` and `wranx` for a
 * member of those programmes; a guest has none whatever is stored.
 * @example profileTypesOf({ accountType: 'ATHLETE', ipaMember: false, wranxMember: true }) // ['wranx', 'athlete']
 */
export function profileTypesOf(source: ProfileTypeSource): ProfileType[] {
  if (source.accountType === 'GUEST') return [];
  const has: Record<ProfileType, boolean> = { ipa: source.ipaMember, wranx: source.wranxMember, athlete: source.accountType === 'ATHLETE' };
  return PROFILE_TYPES.filter((type) => has[type]);
}
