import type { Migration } from './migration.js';

/**
 * A favorites list shared by link: the hash of its share token (the link holds the token; a new
 * share replaces it, so the previous link stops working) and when it was shared.
 */
export const migration0014FavoritesShare: Migration = {
  id: '0014_favorites_share',
  sql: `
    ALTER TABLE favorite_lists
      ADD COLUMN share_token_hash text UNIQUE,
      ADD COLUMN shared_at        timestamptz;
  `,
};
