/** An e-mailed single-use link as stored: the digest of its token, never the token. */
export interface SingleUseLink {
  readonly tokenHash: string;
  readonly consumerNo: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** Single-use password reset tokens (hash only). */
export interface PasswordResetRepository {
  insert(reset: SingleUseLink): Promise<void>;
  /** Consumes an unexpired, unused token once and answers its consumer. */
  consume(tokenHash: string, now: Date): Promise<string | undefined>;
}

/** Loyalty enrollment awaiting its double opt-in, and the e-mailed links that confirm it. */
export interface LoyaltyEnrollmentRepository {
  /**
   * Enrolls a registered consumer who is not yet a member, pending confirmation; answers false
   * (and changes nothing) when the consumer is already a member, pending or not.
   */
  enroll(consumerNo: string, enrollment: { memberId: string; optInDate: string }): Promise<boolean>;
  /** Stores a confirmation link of a pending member. */
  insertLink(link: SingleUseLink): Promise<void>;
  /** How many confirmation links the consumer was sent from `since` on. */
  linksSince(consumerNo: string, since: Date): Promise<number>;
  /**
   * Consumes an unexpired, unused link once and confirms its member (no longer pending); answers
   * the consumer, or undefined for an unknown, used or expired link.
   */
  confirm(tokenHash: string, now: Date): Promise<string | undefined>;
}

/** A message for the mail relay; tests read the outbox as a mail server would. */
export interface OutboundEmail {
  readonly to: string;
  readonly template: 'password-reset' | 'loyalty-confirmation' | 'newsletter-confirmation' | 'order-confirmation' | 'gift-card' | 'back-in-stock';
  readonly subject: string;
  readonly body: string;
  readonly createdAt: Date;
}

/** The outbox the mail relay drains. */
export interface EmailOutbox {
  enqueue(email: OutboundEmail): Promise<void>;
}
