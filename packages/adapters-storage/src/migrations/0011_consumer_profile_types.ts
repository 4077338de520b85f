import type { Migration } from './migration.js';

/**
 * The partner programmes a consumer belongs to (content spec section 6, profile types ipa and wranx), which content
 * segments signed-in shoppers by; the third profile type, athlete, is the ATHLETE account type.
 */
export const migration0011ConsumerProfileTypes: Migration = {
  id: '0011_consumer_profile_types',
  sql: `
    ALTER TABLE consumers
      ADD COLUMN is_ipa_member    boolean NOT NULL DEFAULT false,
      ADD COLUMN is_wranx_member  boolean NOT NULL DEFAULT false;
  `,
};
