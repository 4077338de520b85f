import type { Migration } from './migration.js';

/**
 * A store device's in-store session (account section 4): the associate who opened it, the store and the
 * employee its sales are credited to. Only a digest of the cookie's value is kept; clearing ends it at once,
 * on every replica.
 */
export const migration0019InStoreSessions: Migration = {
  id: '0019_in_store_sessions',
  sql: `
    CREATE TABLE in_store_sessions (
      token_hash         text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
      associate_no       text NOT NULL REFERENCES consumers (consumer_no) ON DELETE CASCADE,
      store_id           text NOT NULL REFERENCES stores (id),
      store_employee_id  text NOT NULL CHECK (length(store_employee_id) BETWEEN 1 AND 40),
      started_at         timestamptz NOT NULL,
      expires_at         timestamptz NOT NULL,
      ended_at           timestamptz,
      CHECK (expires_at > started_at)
    );
    CREATE INDEX in_store_sessions_associate ON in_store_sessions (associate_no);
  `,
};
