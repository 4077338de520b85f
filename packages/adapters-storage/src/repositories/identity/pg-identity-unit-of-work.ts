import type { IdentityRepositories, IdentityUnitOfWork } from '@stride/domain/identity';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { PgAuthorizationCodeRepository } from './pg-authorization-code-repository.js';
import { PgConsumerAccountRepository } from './pg-consumer-account-repository.js';
import { PgConsumerAddressRepository } from './pg-consumer-address-repository.js';
import { PgConsumerProfileRepository } from './pg-consumer-profile-repository.js';
import { PgGuestObjectsMerger } from './pg-guest-objects-merger.js';
import { PgInStoreSessionRepository } from './pg-in-store-session-repository.js';
import { PgEmailOutbox, PgLoyaltyEnrollmentRepository, PgPasswordResetRepository } from './pg-emailed-link-repositories.js';
import { PgNewsletterSignupRepository } from './pg-newsletter-signup-repository.js';
import { PgRefreshTokenRepository } from './pg-refresh-token-repository.js';
import { PgWelcomePromoRepository } from './pg-welcome-promo-repository.js';

/** The identity repositories over one SQL client (a transaction's, inside `transaction`). */
export function pgIdentityRepositories(sql: SqlClient): IdentityRepositories {
  return {
    accounts: new PgConsumerAccountRepository(sql),
    profiles: new PgConsumerProfileRepository(sql),
    addresses: new PgConsumerAddressRepository(sql),
    refreshTokens: new PgRefreshTokenRepository(sql),
    authorizationCodes: new PgAuthorizationCodeRepository(sql),
    passwordResets: new PgPasswordResetRepository(sql),
    loyaltyEnrollments: new PgLoyaltyEnrollmentRepository(sql),
    outbox: new PgEmailOutbox(sql),
    guestObjects: new PgGuestObjectsMerger(sql),
    newsletterSignups: new PgNewsletterSignupRepository(sql),
    inStoreSessions: new PgInStoreSessionRepository(sql),
    welcomePromos: new PgWelcomePromoRepository(sql),
  };
}

/** Identity transactions on PostgreSQL or PGlite. */
export class PgIdentityUnitOfWork implements IdentityUnitOfWork {
  constructor(private readonly sql: SqlClient) {}

  transaction<T>(work: (repositories: IdentityRepositories) => Promise<T>): Promise<T> {
    return this.sql.transaction((tx) => work(pgIdentityRepositories(tx)));
  }
}
