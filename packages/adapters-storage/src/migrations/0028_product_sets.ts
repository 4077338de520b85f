import type { Migration } from './migration.js';

/**
 * Product sets (account section 7, Products: `productSets`, `productSet`): a merchandiser's group of products bought
 * each on its own. A set's id follows the products' id pattern, as the spec serves it at the products' path; its
 * members keep the merchandiser's order, and a product leaving the catalogue leaves its sets.
 */
export const migration0028ProductSets: Migration = {
  id: '0028_product_sets',
  sql: `
    CREATE TABLE product_sets (
      id           text PRIMARY KEY CHECK (id ~ '^[A-Z0-9]{8,11}$'),
      name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      description  text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
      position     integer NOT NULL DEFAULT 0
    );
    CREATE TABLE product_set_items (
      set_id      text NOT NULL REFERENCES product_sets (id) ON DELETE CASCADE,
      product_id  text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      position    integer NOT NULL,
      PRIMARY KEY (set_id, product_id)
    );
    CREATE INDEX product_set_items_product ON product_set_items (product_id);
  `,
};
