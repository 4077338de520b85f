import type { Migration } from './migration.js';

/**
 * Security state every replica shares.
 *
 * `server_secrets`: keys the server made itself when the operator gave none (the access token key
 * without STRIDE_TOKEN_SECRET). The first replica to start inserts its candidate; every other one
 * reads that row back, so all of them sign and verify with the same key.
 *
 * The revoked-at index lets each replica poll the sessions (refresh token families) revoked since
 * its last look, so it can refuse their access tokens without a query per request.
 */
export const migration0004Security: Migration = {
  id: '0004_security',
  sql: `
    CREATE TABLE server_secrets (
      name        text PRIMARY KEY CHECK (char_length(name) <= 100),
      value       text NOT NULL CHECK (char_length(value) BETWEEN 32 AND 1000),
      created_at  timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX refresh_tokens_revoked_at_idx ON refresh_tokens (revoked_at) WHERE revoked_at IS NOT NULL;
  `,
};
