import type { IdentityServiceDeps } from '@stride/application/commerce';
import { PgIdentityUnitOfWork, PgRevokedSessionLog, PgThrottle } from '@stride/adapters-storage';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { developmentCaptchaVerifier } from '../../security/development-captcha-verifier.js';
import { exemptingClients } from '../../security/exempting-throttle.js';
import { hmacAccessTokens } from '../../security/hmac-access-tokens.js';
import { hmacLoyaltyTokens } from '../../security/hmac-loyalty-tokens.js';
import { randomOpaqueTokens } from '../../security/random-opaque-tokens.js';
import { revokedSessions } from '../../security/revoked-sessions.js';
import { scryptPasswordHasher } from '../../security/scrypt-password-hasher.js';
import type { ApiDeps } from '../api-deps.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import type { AccessTokenVerifier } from '../principal.js';
import { registerAccountRoutes } from './account-routes.js';
import { registerLoyaltyTokenRoutes } from './loyalty-token-routes.js';
import { registerProfileRoutes } from './profile-routes.js';
import { registerTokenRoutes } from './token-routes.js';

/** The identity slice: token, sign-in, sign-up, sign-out, passwords, agent sign-in, the profile, loyalty tokens; verifies access tokens. */
export interface IdentityApi {
  readonly verifier: AccessTokenVerifier;
  /** The ports the identity use cases run on; checkout takes `captcha` from here. */
  readonly services: IdentityServiceDeps;
  register(app: Hono<AppEnv>, registry: OpenApiRegistry): void;
}

/** Wires PostgreSQL, scrypt, HMAC tokens and the captcha into the identity use cases and routes. */
export function identityApi(deps: ApiDeps): IdentityApi {
  const tokenSecret = deps.tokenSecret;
  const revoked = revokedSessions(new PgRevokedSessionLog(deps.sql), deps.now, (error) => deps.logger.warn('reading revoked sessions failed', { error }));
  const accessTokens = hmacAccessTokens(tokenSecret, deps.now, revoked);
  const services: IdentityServiceDeps = {
    uow: new PgIdentityUnitOfWork(deps.sql),
    passwords: scryptPasswordHasher(),
    signer: accessTokens,
    tokens: randomOpaqueTokens(deps.randomBytes),
    captcha: developmentCaptchaVerifier(deps.config.STRIDE_RECAPTCHA),
    now: deps.now,
    throttle: exemptingClients(new PgThrottle(deps.sql), deps.config.STRIDE_LIMITS_EXEMPT),
    revocations: revoked,
  };
  const publicUrl = deps.config.STRIDE_PUBLIC_URL.replace(/\/+$/, '');
  const links = {
    passwordReset: (token: string) => `${publicUrl}/forgot-password?token=${encodeURIComponent(token)}`,
    loyaltyConfirmation: (token: string) => `${publicUrl}/loyalty/confirm?token=${encodeURIComponent(token)}`,
  };
  return {
    verifier: accessTokens.verifier,
    services,
    register(app, registry) {
      registerTokenRoutes(app, registry, services);
      registerAccountRoutes(app, registry, services, links);
      registerProfileRoutes(app, registry, services);
      registerLoyaltyTokenRoutes(app, registry, { uow: services.uow, now: services.now, loyaltyTokens: hmacLoyaltyTokens(tokenSecret) });
    },
  };
}
