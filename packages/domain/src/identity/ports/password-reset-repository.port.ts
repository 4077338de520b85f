/** Single-use password reset tokens (hash only). */
export interface PasswordResetRepository {
  insert(reset: { tokenHash: string; consumerNo: string; createdAt: Date; expiresAt: Date }): Promise<void>;
  /** Consumes an unexpired, unused token once and answers its consumer. */
  consume(tokenHash: string, now: Date): Promise<string | undefined>;
}

/** A message for the mail relay; tests read the outbox as a mail server would. */
export interface OutboundEmail {
  readonly to: string;
  readonly template: 'password-reset';
  readonly subject: string;
  readonly body: string;
  readonly createdAt: Date;
}

/** The outbox the mail relay drains. */
export interface EmailOutbox {
  enqueue(email: OutboundEmail): Promise<void>;
}
