import type {
  AccessTokenSigner,
  CaptchaVerifier,
  ConsumerDataExporter,
  EmailComposer,
  IdentityUnitOfWork,
  OpaqueTokens,
  PasswordHasher,
  SessionRevocationListener,
  SubscriptionRepository,
  WelcomePromoTerms,
} from '@stride/domain/identity';
import type { Throttle } from '@stride/domain/security';

/** The ports the identity use cases run over; the bff wires PostgreSQL, scrypt and HMAC into them. */
export interface IdentityServiceDeps {
  readonly uow: IdentityUnitOfWork;
  readonly passwords: PasswordHasher;
  readonly signer: AccessTokenSigner;
  readonly tokens: OpaqueTokens;
  readonly captcha: CaptchaVerifier;
  readonly now: () => Date;
  /** The abuse limits' counters (sign-in, sign-up, forgot password), shared by every replica. */
  readonly throttle: Throttle;
  /** Told of each session this process revokes, so its access tokens are refused at once. */
  readonly revocations: SessionRevocationListener;
  /** Words the e-mails the use cases queue, in the site's locale. */
  readonly emails: EmailComposer;
  /** Reads everything held about a consumer, for their data export. */
  readonly exporter: ConsumerDataExporter;
  /** The consumer's subscriptions (text messages, newsletters). */
  readonly subscriptions: SubscriptionRepository;
  /** What the welcome promo of a new loyalty member gives, and for how many days (configuration). */
  readonly welcomePromo: WelcomePromoTerms;
  /** The countries whose sites ask a birth date at sign-up (configuration; none when absent): PRO411 without one. */
  readonly birthDateRequiredIn?: readonly string[] | undefined;
}
