import { PROFILE_TYPES, type AccountType, type ProfileType } from './consumer-account.js';

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
