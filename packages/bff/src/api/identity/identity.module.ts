import { PgConsumerDataExporter, PgIdentityUnitOfWork, PgRevokedSessionLog, PgSubscriptionRepository } from '@stride/adapters-storage';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../app.di-tokens.js';
import { configuredCaptchaVerifier } from '../../security/configured-captcha.js';
import { hmacAccessTokens } from '../../security/hmac-access-tokens.js';
import { hmacLoyaltyTokens } from '../../security/hmac-loyalty-tokens.js';
import { randomOpaqueTokens } from '../../security/random-opaque-tokens.js';
import { revokedSessions } from '../../security/revoked-sessions.js';
import { scryptPasswordHasher } from '../../security/scrypt-password-hasher.js';
import { emailedLinks, identityApi } from './identity-api.js';
import { IDENTITY } from './identity.di-tokens.js';
import { CATALOGUE } from '../catalogue/catalogue.di-tokens.js';

/** Identity: PostgreSQL, scrypt, HMAC tokens and the configured captcha (reCAPTCHA Enterprise or the development verifier) behind the identity ports. */
export const identityModule = new ContainerModule(({ bind }) => {
  bind(IDENTITY.UnitOfWork).toDynamicValue((ctx) => new PgIdentityUnitOfWork(ctx.get(TOKENS.SqlClient)));
  bind(IDENTITY.PasswordHasher).toDynamicValue(() => scryptPasswordHasher());
  bind(IDENTITY.RevokedSessions).toDynamicValue((ctx) => {
    const logger = ctx.get(TOKENS.Logger);
    return revokedSessions(new PgRevokedSessionLog(ctx.get(TOKENS.SqlClient)), ctx.get(TOKENS.Clock), (error) =>
      logger.warn('reading revoked sessions failed', { error }),
    );
  });
  bind(IDENTITY.AccessTokens).toDynamicValue((ctx) => hmacAccessTokens(ctx.get(TOKENS.TokenSecret), ctx.get(TOKENS.Clock), ctx.get(IDENTITY.RevokedSessions)));
  bind(IDENTITY.AccessTokenVerifier).toDynamicValue((ctx) => ctx.get(IDENTITY.AccessTokens).verifier);
  bind(IDENTITY.OpaqueTokens).toDynamicValue((ctx) => randomOpaqueTokens(ctx.get(TOKENS.RandomBytes)));
  bind(IDENTITY.LoyaltyTokens).toDynamicValue((ctx) => hmacLoyaltyTokens(ctx.get(TOKENS.TokenSecret)));
  bind(IDENTITY.CaptchaVerifier).toDynamicValue((ctx) => configuredCaptchaVerifier(ctx.get(TOKENS.Config), ctx.get(TOKENS.Logger)));
  bind(IDENTITY.EmailedLinks).toDynamicValue((ctx) => emailedLinks(ctx.get(TOKENS.Config).STRIDE_PUBLIC_URL));
  bind(IDENTITY.Services).toDynamicValue((ctx) => ({
    uow: ctx.get(IDENTITY.UnitOfWork),
    passwords: ctx.get(IDENTITY.PasswordHasher),
    signer: ctx.get(IDENTITY.AccessTokens),
    tokens: ctx.get(IDENTITY.OpaqueTokens),
    captcha: ctx.get(IDENTITY.CaptchaVerifier),
    now: ctx.get(TOKENS.Clock),
    throttle: ctx.get(TOKENS.Throttle),
    revocations: ctx.get(IDENTITY.RevokedSessions),
    emails: ctx.get(TOKENS.EmailComposer),
    exporter: new PgConsumerDataExporter(ctx.get(TOKENS.SqlClient)),
    subscriptions: new PgSubscriptionRepository(ctx.get(TOKENS.SqlClient)),
    welcomePromo: {
      percentOff: ctx.get(TOKENS.Config).STRIDE_WELCOME_PROMO_PERCENT_OFF,
      validDays: ctx.get(TOKENS.Config).STRIDE_WELCOME_PROMO_DAYS,
    },
    birthDateRequiredIn: ctx.get(TOKENS.Config).STRIDE_SIGN_UP_BIRTH_DATE_COUNTRIES,
  }));
  bind(IDENTITY.Api).toDynamicValue((ctx) =>
    identityApi(ctx.get(IDENTITY.Services), ctx.get(IDENTITY.EmailedLinks), ctx.get(IDENTITY.LoyaltyTokens), ctx.get(CATALOGUE.StoreDirectory), {
      loyalty: ctx.get(TOKENS.Config).STRIDE_LOYALTY,
    }),
  );
});
