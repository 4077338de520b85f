// PostgreSQL repositories of the identity slice.
export { PgConsumerAccountRepository } from './pg-consumer-account-repository.js';
export { PgConsumerProfileRepository } from './pg-consumer-profile-repository.js';
export { PgRefreshTokenRepository } from './pg-refresh-token-repository.js';
export { PgAuthorizationCodeRepository } from './pg-authorization-code-repository.js';
export { PgEmailOutbox, PgLoyaltyEnrollmentRepository, PgPasswordResetRepository } from './pg-emailed-link-repositories.js';
export { PgGuestObjectsMerger } from './pg-guest-objects-merger.js';
export { PgIdentityUnitOfWork, pgIdentityRepositories } from './pg-identity-unit-of-work.js';
export { PgConsumerDataExporter } from './pg-consumer-data-exporter.js';
export { PgSubscriptionRepository } from './pg-subscription-repository.js';
export { PgSupportCaseRepository } from './pg-support-case-repository.js';
export { PgNewsletterSignupRepository } from './pg-newsletter-signup-repository.js';
export { PgWelcomePromoRepository } from './pg-welcome-promo-repository.js';
