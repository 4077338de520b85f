import type { Migration } from './migration.js';

/**
 * The special groups' spend kept by their orders (account sections 1 and 6: an annual spend against a cap or credit).
 * `spend_year` is the calendar year (UTC, the database's clock) the consumer's employee and prosumer current spend
 * figures belong to: NULL for figures set otherwise (the demo's), which count as this year's; a figure of an earlier
 * year reads as 0 and starts again at the next order. `order_group_spend` is each placed order's part in those
 * figures, once per order, so that a refund takes back exactly what the order added, from the year it counted in.
 * `notification_preferences` holds the shopper's choices of `PUT /consumers-v3/consumer/notification` (kind to
 * channels; a kind never chosen has its default).
 */
export const migration0027OrderGroupSpend: Migration = {
  id: '0027_order_group_spend',
  sql: `
    ALTER TABLE consumers
      ADD COLUMN spend_year integer CHECK (spend_year BETWEEN 2000 AND 9999),
      ADD COLUMN notification_preferences jsonb NOT NULL DEFAULT '{}'::jsonb;
    CREATE TABLE order_group_spend (
      order_number   text PRIMARY KEY REFERENCES orders (order_number),
      consumer_no    text NOT NULL REFERENCES consumers (consumer_no),
      spend_year     integer NOT NULL CHECK (spend_year BETWEEN 2000 AND 9999),
      employee_minor integer NOT NULL CHECK (employee_minor >= 0),
      prosumer_minor integer NOT NULL CHECK (prosumer_minor >= 0),
      recorded_at    timestamptz NOT NULL DEFAULT now(),
      reversed_at    timestamptz
    );
    CREATE INDEX order_group_spend_consumer ON order_group_spend (consumer_no);
  `,
};
