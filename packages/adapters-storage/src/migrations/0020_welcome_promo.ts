import type { Migration } from './migration.js';

/**
 * Personal promotions, and the loyalty welcome promo (account section 7,
 * `GET /consumers-v3/consumer/loyalty/promo/welcome`).
 *
 * A promotion with a consumer_no is that consumer's alone: the public promotion list never holds
 * it, a code of it reads as unknown to anyone else, and only its owner's basket prices with it. The
 * welcome promo is one such promotion with one code, issued when a membership becomes effective:
 * its dates are the promotion's (the engine's own PRM155 after them), its single use the code's
 * once-per-consumer limit (PRM150 once an order redeemed it). The primary key on consumer_no makes
 * "one welcome promo per member" a fact of the database, whatever calls race.
 */
export const migration0020WelcomePromo: Migration = {
  id: '0020_welcome_promo',
  sql: `
    ALTER TABLE promotions ADD COLUMN consumer_no text REFERENCES consumers (consumer_no) ON DELETE CASCADE;
    CREATE INDEX promotions_consumer_idx ON promotions (consumer_no) WHERE consumer_no IS NOT NULL;

    CREATE TABLE loyalty_welcome_promos (
      consumer_no  text PRIMARY KEY REFERENCES consumers (consumer_no) ON DELETE CASCADE,
      code         text NOT NULL UNIQUE REFERENCES promo_codes (code) ON DELETE CASCADE,
      issued_at    timestamptz NOT NULL DEFAULT now()
    );
  `,
};
