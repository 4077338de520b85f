import type { AccessTokenSigner, CaptchaVerifier, IdentityUnitOfWork, OpaqueTokens, PasswordHasher } from '@stride/domain';

/** The ports the identity use cases run over; the bff wires PostgreSQL, scrypt and HMAC into them. */
export interface IdentityServiceDeps {
  readonly uow: IdentityUnitOfWork;
  readonly passwords: PasswordHasher;
  readonly signer: AccessTokenSigner;
  readonly tokens: OpaqueTokens;
  readonly captcha: CaptchaVerifier;
  readonly now: () => Date;
}
