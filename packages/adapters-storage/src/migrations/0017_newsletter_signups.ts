import type { Migration } from './migration.js';

/**
 * Visitors' newsletter subscriptions, one per e-mail address (a signed-in shopper's newsletter stays the profile's
 * `newsletter_opt_in`), and the double opt-in links that confirm them where the region needs it (EMEA). The guest
 * who asked is kept while that guest exists. Links are digests only, single use, like the loyalty ones.
 */
export const migration0017NewsletterSignups: Migration = {
  id: '0017_newsletter_signups',
  sql: `
    CREATE TABLE newsletter_signups (
      email                  text PRIMARY KEY CHECK (char_length(email) BETWEEN 3 AND 100 AND email = lower(email)),
      country                text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
      region                 text NOT NULL CHECK (region IN ('NORA', 'EMEA')),
      locale                 text NOT NULL CHECK (char_length(locale) BETWEEN 2 AND 10),
      optin_at               timestamptz NOT NULL,
      confirmation_required  boolean NOT NULL,
      confirmed_at           timestamptz,
      guest_consumer_no      text REFERENCES consumers (consumer_no) ON DELETE SET NULL,
      CHECK (confirmed_at IS NULL OR confirmation_required)
    );

    CREATE TABLE newsletter_confirmation_tokens (
      token_hash   text PRIMARY KEY,
      email        text NOT NULL REFERENCES newsletter_signups (email) ON DELETE CASCADE,
      created_at   timestamptz NOT NULL,
      expires_at   timestamptz NOT NULL,
      used_at      timestamptz,
      CHECK (expires_at > created_at)
    );
    CREATE INDEX newsletter_confirmation_tokens_email_idx ON newsletter_confirmation_tokens (email);
  `,
};
