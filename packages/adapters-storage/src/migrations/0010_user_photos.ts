import type { Migration } from './migration.js';

/**
 * The store's own user-generated media: shoppers' photos of products, moderated (only approved ones reach a
 * page). Keyed by the product's master id, which is what a product lookup answers.
 */
export const migration0010UserPhotos: Migration = {
  id: '0010_user_photos',
  sql: `
    CREATE TABLE user_photos (
      id           text PRIMARY KEY,
      product_id   text NOT NULL CHECK (product_id ~ '^[A-Z0-9]{8,11}$'),
      image_url    text NOT NULL CHECK (length(image_url) BETWEEN 1 AND 2048),
      caption      text NOT NULL CHECK (length(caption) <= 500),
      author_name  text NOT NULL CHECK (length(author_name) BETWEEN 1 AND 60),
      approved     boolean NOT NULL DEFAULT false,
      created_at   timestamptz NOT NULL
    );
    CREATE INDEX user_photos_approved_by_product ON user_photos (product_id, created_at DESC) WHERE approved;
  `,
};
