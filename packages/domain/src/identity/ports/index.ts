export type { AccountSource, ConsumerAccountRepository, NewRegisteredAccount } from './consumer-account-repository.port.js';
export type { ConsumerProfileRepository } from './consumer-profile-repository.port.js';
export type { NewRefreshToken, RefreshTokenRecord, RefreshTokenRepository } from './refresh-token-repository.port.js';
export type { AuthorizationCodeRepository, NewAuthorizationCode } from './authorization-code-repository.port.js';
export type { EmailOutbox, LoyaltyEnrollmentRepository, OutboundEmail, PasswordResetRepository, SingleUseLink } from './emailed-link-repositories.port.js';
export type { GuestObjectRefs, GuestObjectsMerger } from './guest-objects-merger.port.js';
export type { IdentityRepositories, IdentityUnitOfWork } from './identity-unit-of-work.port.js';
export type { AccessTokenSigner, LoyaltyTokenSigner, OpaqueTokens, PasswordHasher } from './identity-crypto.port.js';
export type { CaptchaAction, CaptchaVerifier } from './captcha-verifier.port.js';
