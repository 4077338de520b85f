import type { Migration } from './migration.js';

/**
 * The consumer who created a basket, kept when a sign-in gives the basket to an account: a later call from that
 * creator (a guest token still alive in another tab or app) is told the basket now has another customer (AUT498,
 * INVALID_CUSTOMER) instead of "not found", so the storefront clears its copy and reloads. Nobody else ever learns
 * more than BSK404. Baskets made before this migration count their present owner as creator. Also the tax the
 * order was prepared at, so placing it at another one is refused with TAX310 ("tax updated").
 */
export const migration0034BasketCreator: Migration = {
  id: '0034_basket_creator',
  sql: `
    ALTER TABLE baskets ADD COLUMN created_by text;
    UPDATE baskets SET created_by = consumer_no;
    -- The tax prepareOrder priced, what the shopper was shown before placing: placing at another tax is TAX310.
    ALTER TABLE baskets ADD COLUMN prepared_tax_minor integer;
  `,
};
