import type { Migration } from './migration.js';

/**
 * What happens to an order after it is placed: the RETURNED status, the timeline of events an agent
 * records (shipped with its carrier and tracking number, delivered, cancelled, return opened,
 * returned), and one return per order, opened when its label is first given.
 */
export const migration0013OrderFulfilment: Migration = {
  id: '0013_order_fulfilment',
  sql: `
    ALTER TABLE orders DROP CONSTRAINT orders_status_check;
    ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN (
      'PENDING_PAYMENT', 'PLACED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURNED'));

    CREATE TABLE order_events (
      id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_number     text NOT NULL REFERENCES orders (order_number) ON DELETE CASCADE,
      event_type       text NOT NULL CHECK (event_type IN ('SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURN_OPENED', 'RETURNED')),
      carrier          text CHECK (char_length(carrier) BETWEEN 1 AND 40),
      tracking_number  text CHECK (char_length(tracking_number) BETWEEN 1 AND 40),
      at               timestamptz NOT NULL
    );
    CREATE INDEX order_events_order_idx ON order_events (order_number, id);

    CREATE TABLE order_returns (
      order_number   text PRIMARY KEY REFERENCES orders (order_number) ON DELETE CASCADE,
      return_number  text NOT NULL UNIQUE,
      opened_at      timestamptz NOT NULL
    );
  `,
};
