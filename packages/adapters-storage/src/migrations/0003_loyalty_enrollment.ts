import type { Migration } from './migration.js';

/**
 * Loyalty enrollment with double opt-in (account section 3, Enrollment: optin, doubleOptin) and
 * where an account came from (sign-up source and lead source).
 *
 * A member who joined at sign-up stays pending until the e-mailed link is opened: rewards answer
 * REW135 and member-only promotions do not apply meanwhile. Members enrolled before this step
 * (the demo members) are confirmed, so the flag defaults to false.
 */
export const migration0003LoyaltyEnrollment: Migration = {
  id: '0003_loyalty_enrollment',
  sql: `
    ALTER TABLE consumers
      ADD COLUMN loyalty_confirmation_pending boolean NOT NULL DEFAULT false,
      ADD COLUMN loyalty_confirmed_at          timestamptz,
      ADD COLUMN acquisition_type              text CHECK (char_length(acquisition_type) <= 40),
      ADD COLUMN campaign_name                 text CHECK (char_length(campaign_name) <= 100),
      ADD COLUMN signup_store_id               text CHECK (char_length(signup_store_id) <= 40),
      ADD COLUMN lead_source                   text CHECK (char_length(lead_source) <= 100),
      ADD CONSTRAINT consumers_pending_loyalty_is_member CHECK (NOT loyalty_confirmation_pending OR is_loyalty_member);

    -- The double opt-in links: digests only, single use, like password reset links.
    CREATE TABLE loyalty_confirmation_tokens (
      token_hash   text PRIMARY KEY,
      consumer_no  text NOT NULL REFERENCES consumers (consumer_no) ON DELETE CASCADE,
      created_at   timestamptz NOT NULL DEFAULT now(),
      expires_at   timestamptz NOT NULL,
      used_at      timestamptz,
      CHECK (expires_at > created_at)
    );
    CREATE INDEX loyalty_confirmation_tokens_consumer_idx ON loyalty_confirmation_tokens (consumer_no);
  `,
};
