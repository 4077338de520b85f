import type { Migration } from './migration.js';

/**
 * The currencies (so the sites) a promotion runs in. A promotion with no row here runs in every
 * currency, as before; one with rows runs only in those: the loyalty members' free shipping runs on
 * the US and Canadian sites, not on the UK site, where the benefit is not offered.
 */
export const migration0009PromotionCurrencies: Migration = {
  id: '0009_promotion_currencies',
  sql: `
    CREATE TABLE promotion_currencies (
      promotion_id  text NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
      currency      text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      PRIMARY KEY (promotion_id, currency)
    );
  `,
};
