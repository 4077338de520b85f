// The identity context: rules, types and ports.
export {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  AUTHORIZATION_CODE_TTL_SECONDS,
  PASSWORD_RESET_TTL_SECONDS,
  LOYALTY_CONFIRMATION_TTL_SECONDS,
  LOYALTY_CONFIRMATIONS_PER_HOUR,
  MAX_FAILED_SIGN_INS,
  SIGN_IN_LOCKOUT_SECONDS,
  OPAQUE_TOKEN_BYTES,
  LOYALTY_TOKEN_TTL_SECONDS,
} from './identity.constants.js';
export { PROFILE_TYPES, agentRoleOf, tokenConsumerType, type AccountType, type AgentRole, type ConsumerAccount, type ProfileType } from './consumer-account.js';
export { profileTypesOf, type ProfileTypeSource } from './profile-types.js';
export { signInFailureCode } from './sign-in-lockout.js';
export { accessTokenClaimsSchema, type AccessTokenClaims } from './access-token-claims.js';
export {
  LOYALTY_LEAD_SOURCE_PATTERN,
  LOYALTY_REFERRAL_CODE_PATTERN,
  LOYALTY_USID_PATTERN,
  loyaltyTokenClaims,
  loyaltyTokenClaimsSchema,
  type LoyaltyTokenClaims,
  type LoyaltyTokenSubject,
} from './loyalty-token.js';
export type {
  AccountSource,
  ConsumerAccountRepository,
  NewRegisteredAccount,
  ConsumerProfileRepository,
  NewRefreshToken,
  RefreshTokenRecord,
  RefreshTokenRepository,
  AuthorizationCodeRepository,
  NewAuthorizationCode,
  EmailOutbox,
  LoyaltyEnrollmentRepository,
  OutboundEmail,
  PasswordResetRepository,
  SingleUseLink,
  GuestObjectRefs,
  GuestObjectsMerger,
  IdentityRepositories,
  IdentityUnitOfWork,
  AccessTokenSigner,
  LoyaltyTokenSigner,
  OpaqueTokens,
  PasswordHasher,
  CaptchaAction,
  CaptchaVerifier,
  RevokedSessionLog,
  SessionRevocationListener,
  ComposedEmail,
  EmailComposer,
  EmailMessage,
  OrderEmailLine,
  ConsumerAddressRepository,
  StoredAddress,
  ConsumerDataExport,
  ConsumerDataExporter,
  ExportRecord,
  SubscriptionRepository,
} from './ports/index.js';
export {
  SUBSCRIPTION_CHANNELS,
  SUBSCRIPTION_TYPES,
  SMS_TERMS_REQUIRED,
  subscriptionChange,
  type Subscription,
  type SubscriptionChannel,
  type SubscriptionType,
  type SubscriptionRequest,
} from './subscription.js';
export type { ConsumerProfile, ConsumerProfileChanges, ProfileSpend } from './consumer-profile.js';
export { hasProfile } from './consumer-profile.js';
export {
  PREFERRED_SHOE_SIZES,
  PROFILE_INTERESTS,
  profileChangesFor,
  storedInterests,
  validateProfileDetails,
  type ProfileDetailsInput,
  type ProfilePreferencesInput,
} from './profile-changes.js';
