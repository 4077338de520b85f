import type { Migration } from './migration.js';

/**
 * A consumer's subscriptions other than the e-mail newsletter (which stays the profile's
 * `newsletter_opt_in`): text messages and the loyalty newsletter, one per channel and type.
 */
export const migration0015ConsumerSubscriptions: Migration = {
  id: '0015_consumer_subscriptions',
  sql: `
    CREATE TABLE consumer_subscriptions (
      consumer_no        text NOT NULL REFERENCES consumers (consumer_no) ON DELETE CASCADE,
      channel            text NOT NULL CHECK (channel IN ('email', 'sms')),
      type               text NOT NULL CHECK (type IN ('Newsletter', 'LoyaltyNewsletter')),
      recipient          text NOT NULL CHECK (char_length(recipient) BETWEEN 3 AND 100),
      optin              boolean NOT NULL,
      double_optin       boolean NOT NULL DEFAULT false,
      country            text CHECK (country ~ '^[A-Z]{2}$'),
      optin_at           timestamptz,
      optout_at          timestamptz,
      terms_accepted_at  timestamptz,
      PRIMARY KEY (consumer_no, channel, type),
      CHECK (NOT (channel = 'email' AND type = 'Newsletter'))
    );
  `,
};
