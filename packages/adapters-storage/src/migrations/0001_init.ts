import type { Migration } from './migration.js';

/** The first step: a key-value table for facts about the installation itself. */
export const migration0001Init: Migration = {
  id: '0001_init',
  sql: `
    CREATE TABLE app_meta (
      key text PRIMARY KEY,
      value text NOT NULL
    );
  `,
};
