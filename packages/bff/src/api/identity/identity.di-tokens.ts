import type { IdentityServiceDeps } from '@stride/application/commerce';
import type { CaptchaVerifier, IdentityUnitOfWork, LoyaltyTokenSigner, OpaqueTokens, PasswordHasher } from '@stride/domain/identity';
import { token } from '../../di/token.js';
import type { HmacAccessTokens } from '../../security/hmac-access-tokens.js';
import type { RevokedSessions } from '../../security/revoked-sessions.js';
import type { ApiSlice } from '../api-slice.js';
import type { AccessTokenVerifier } from '../principal.js';
import type { EmailedLinks } from './account-routes.js';

/** The identity context's ports and its API slice, as identityModule binds them. */
export const IDENTITY = {
  UnitOfWork: token<IdentityUnitOfWork>('identity.UnitOfWork'),
  PasswordHasher: token<PasswordHasher>('identity.PasswordHasher'),
  /** Sessions revoked before their access tokens expire; also told of each revocation. */
  RevokedSessions: token<RevokedSessions>('identity.RevokedSessions'),
  /** Signs access tokens and verifies them (the authenticate middleware's verifier). */
  AccessTokens: token<HmacAccessTokens>('identity.AccessTokens'),
  AccessTokenVerifier: token<AccessTokenVerifier>('identity.AccessTokenVerifier'),
  OpaqueTokens: token<OpaqueTokens>('identity.OpaqueTokens'),
  LoyaltyTokens: token<LoyaltyTokenSigner>('identity.LoyaltyTokens'),
  /** The captcha port; checkout and delivery check their actions with it too. */
  CaptchaVerifier: token<CaptchaVerifier>('identity.CaptchaVerifier'),
  EmailedLinks: token<EmailedLinks>('identity.EmailedLinks'),
  /** The ports the identity use cases run on, gathered. */
  Services: token<IdentityServiceDeps>('identity.Services'),
  Api: token<ApiSlice>('identity.Api'),
} as const;
