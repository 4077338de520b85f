import type { Migration } from './migration.js';

/**
 * Notify me and collection points (account section 7, Products and Stores). A stock notification is one shopper (or,
 * for a guest, one e-mail address: `owner_key`) waiting for one variant; a restock marks it notified in the statement
 * that claims it, so each is e-mailed once, and a new wait may start after. A signed-in shopper's waits go with their
 * account. Collection points are the carriers' pick-up points (lockers, partner shops) a parcel can be sent to; the
 * stores that offer pickup are collection points too, read from `stores`.
 */
export const migration0026StockNotifications: Migration = {
  id: '0026_stock_notifications',
  sql: `
    CREATE TABLE stock_notifications (
      id           text PRIMARY KEY CHECK (id ~ '^sn-[a-z0-9]{8,40}$'),
      variant_id   text NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
      product_id   text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      consumer_no  text REFERENCES consumers (consumer_no) ON DELETE CASCADE,
      owner_key    text NOT NULL CHECK (char_length(owner_key) BETWEEN 8 AND 300),
      email        text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
      locale       text NOT NULL CHECK (locale ~ '^[a-z]{2}-[A-Z]{2}$'),
      created_at   timestamptz NOT NULL,
      notified_at  timestamptz
    );
    -- One wait per owner and variant at a time; a restock reads a variant's waiting rows through it.
    CREATE UNIQUE INDEX stock_notifications_waiting ON stock_notifications (variant_id, owner_key) WHERE notified_at IS NULL;

    CREATE TABLE collection_points (
      id             text PRIMARY KEY CHECK (id ~ '^CP[0-9]{4,8}$'),
      kind           text NOT NULL CHECK (kind IN ('locker', 'partner')),
      carrier        text NOT NULL CHECK (char_length(carrier) BETWEEN 1 AND 40),
      name           text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
      address_line1  text NOT NULL,
      city           text NOT NULL,
      province       text NOT NULL,
      postal_code    text NOT NULL,
      country_code   text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
      latitude       double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
      longitude      double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
      opening_hours  text NOT NULL
    );
    CREATE INDEX collection_points_country_idx ON collection_points (country_code);
  `,
};
