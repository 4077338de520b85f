import type { AuthorizationCodeRepository } from './authorization-code-repository.port.js';
import type { ConsumerAccountRepository } from './consumer-account-repository.port.js';
import type { ConsumerAddressRepository } from './consumer-address-repository.port.js';
import type { ConsumerProfileRepository } from './consumer-profile-repository.port.js';
import type { GuestObjectsMerger } from './guest-objects-merger.port.js';
import type { EmailOutbox, LoyaltyEnrollmentRepository, PasswordResetRepository } from './emailed-link-repositories.port.js';
import type { RefreshTokenRepository } from './refresh-token-repository.port.js';
import type { NewsletterSignupRepository } from './newsletter-signup-repository.port.js';
import type { InStoreSessionRepository } from './in-store-session-repository.port.js';
import type { WelcomePromoRepository } from './welcome-promo-repository.port.js';

/** The identity repositories, bound to one transaction. */
export interface IdentityRepositories {
  readonly accounts: ConsumerAccountRepository;
  readonly profiles: ConsumerProfileRepository;
  readonly addresses: ConsumerAddressRepository;
  readonly refreshTokens: RefreshTokenRepository;
  readonly authorizationCodes: AuthorizationCodeRepository;
  readonly passwordResets: PasswordResetRepository;
  readonly loyaltyEnrollments: LoyaltyEnrollmentRepository;
  readonly outbox: EmailOutbox;
  readonly newsletterSignups: NewsletterSignupRepository;
  readonly guestObjects: GuestObjectsMerger;
  readonly inStoreSessions: InStoreSessionRepository;
  readonly welcomePromos: WelcomePromoRepository;
}

/** Runs work in one transaction: committed when it resolves, rolled back when it throws. */
export interface IdentityUnitOfWork {
  transaction<T>(work: (repositories: IdentityRepositories) => Promise<T>): Promise<T>;
}
