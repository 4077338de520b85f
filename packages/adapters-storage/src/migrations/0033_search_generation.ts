import type { Migration } from './migration.js';

/**
 * The search index's generation: a number every rebuild of the index (refreshSearchIndex) moves on. A server
 * keeps a copy of the index's flat variants in memory to count facets (PgProductSearchIndex) and reads the
 * generation with every search, so every replica drops its copy after a rebuild, whichever replica ran it.
 */
export const migration0033SearchGeneration: Migration = {
  id: '0033_search_generation',
  sql: `
    CREATE TABLE search_index_state (
      singleton   boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      generation  bigint NOT NULL
    );
    INSERT INTO search_index_state (singleton, generation) VALUES (true, 1);
  `,
};
