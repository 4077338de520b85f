import type { Migration } from './migration.js';

/**
 * Gift cards a consumer saved on the account (account section 7, payment instruments). The number stays the
 * gift card service's (a reference to gift_cards); its PIN is checked when saving and never kept.
 */
export const migration0018SavedGiftCards: Migration = {
  id: '0018_saved_gift_cards',
  sql: `
    CREATE TABLE consumer_gift_cards (
      id                text PRIMARY KEY CHECK (id ~ '^sgc_[A-Za-z0-9_-]{16,64}$'),
      consumer_no       text NOT NULL REFERENCES consumers (consumer_no) ON DELETE CASCADE,
      gift_card_number  text NOT NULL REFERENCES gift_cards (number) ON DELETE CASCADE,
      created_at        timestamptz NOT NULL DEFAULT now(),
      UNIQUE (consumer_no, gift_card_number)
    );
  `,
};
