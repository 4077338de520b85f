import type { NewsletterSignup } from '../newsletter-signup.js';

/** A newsletter confirmation link as kept: the digest of its token, never the token. */
export interface NewsletterConfirmationLink {
  readonly tokenHash: string;
  /** Lower-case. */
  readonly email: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** Visitors' newsletter subscriptions by e-mail address, and the double opt-in links that confirm them. */
export interface NewsletterSignupRepository {
  find(email: string): Promise<NewsletterSignup | null>;
  /** Keeps a new subscription; one already kept for the address (a concurrent request) is left as it is. */
  insert(signup: NewsletterSignup, guestConsumerNo: string | null): Promise<void>;
  insertLink(link: NewsletterConfirmationLink): Promise<void>;
  /** Uses an unexpired, unused link once and confirms its subscription (first date kept); undefined otherwise. */
  confirm(tokenHash: string, now: Date): Promise<NewsletterSignup | undefined>;
}
