import type { Migration } from './migration.js';

/**
 * Digital gift cards an order issues (account section 7, resendGiftCardEmail): order lines keep, as sold, whether
 * they are digital and the gift option they were bought with (recipient's e-mail, name, message), and each card
 * issued is linked to its order line and unit. UNIQUE (order_item_id, unit) keeps it to one card per unit however
 * often placing is retried. The card itself is a row of gift_cards (PIN hashed, like every card) with an ISSUE row
 * in its ledger.
 */
export const migration0021OrderGiftCards: Migration = {
  id: '0021_order_gift_cards',
  sql: `
    ALTER TABLE order_items
      ADD COLUMN is_digital    boolean NOT NULL DEFAULT false,
      ADD COLUMN gift_email    text CHECK (char_length(gift_email) BETWEEN 3 AND 100),
      ADD COLUMN gift_to       text CHECK (char_length(gift_to) BETWEEN 1 AND 100),
      ADD COLUMN gift_message  text CHECK (char_length(gift_message) BETWEEN 1 AND 250),
      ADD CONSTRAINT order_items_gift_option_whole
        CHECK ((gift_email IS NULL) = (gift_to IS NULL) AND (gift_to IS NULL) = (gift_message IS NULL));
    UPDATE order_items i SET is_digital = true FROM products p WHERE p.id = i.product_id AND p.product_type = 'DIGITAL';

    CREATE TABLE order_gift_cards (
      gift_card_number  text PRIMARY KEY REFERENCES gift_cards (number),
      order_number      text NOT NULL REFERENCES orders (order_number),
      order_item_id     text NOT NULL REFERENCES order_items (id),
      unit              integer NOT NULL CHECK (unit >= 1),
      email_locale      text NOT NULL CHECK (email_locale ~ '^[a-z]{2}-[A-Z]{2}$'),
      issued_at         timestamptz NOT NULL,
      UNIQUE (order_item_id, unit)
    );
    CREATE INDEX order_gift_cards_order_idx ON order_gift_cards (order_number);
  `,
};
