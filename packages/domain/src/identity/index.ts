// The identity context: rules, types and ports.
export * from './identity.constants.js';
export { ACCOUNT_TYPES, agentRoleOf, tokenConsumerType, type AccountType, type AgentRole, type ConsumerAccount } from './consumer-account.js';
export { isSignInLocked, signInFailureCode, signInLockExpiry, type SignInFailureCode } from './sign-in-lockout.js';
export { accessTokenClaimsSchema, type AccessTokenClaims } from './access-token-claims.js';
export {
  LOYALTY_LEAD_SOURCE_PATTERN,
  LOYALTY_REFERRAL_CODE_PATTERN,
  LOYALTY_TOKEN_AUDIENCE,
  LOYALTY_USID_PATTERN,
  loyaltyTokenClaims,
  loyaltyTokenClaimsSchema,
  type LoyaltyTokenClaims,
  type LoyaltyTokenSubject,
} from './loyalty-token.js';
export * from './ports/index.js';
export type { ConsumerProfile, ConsumerProfileChanges, ProfileSpend } from './consumer-profile.js';
export {
  EMPLOYEE_TERMS_NOT_EMPLOYEE_MESSAGE,
  PROFILE_POSTAL_CODE_MAX_LENGTH,
  profileChangesFor,
  validateProfileDetails,
  type ProfileDetailsField,
  type ProfileDetailsInput,
  type ProfilePreferencesInput,
} from './profile-changes.js';
