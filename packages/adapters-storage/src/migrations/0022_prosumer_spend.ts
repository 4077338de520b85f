import type { Migration } from './migration.js';

/**
 * A prosumer's annual spend against a credit (account section 3, consumerDetails prosumer): the figures the IPA and
 * WRANX spend banners show. They count only for a member of one of those programmes (`is_ipa_member`,
 * `is_wranx_member`); the currency is the account's `credit_currency`, as for employees and athletes.
 */
export const migration0022ProsumerSpend: Migration = {
  id: '0022_prosumer_spend',
  sql: `
    ALTER TABLE consumers
      ADD COLUMN prosumer_annual_credit_minor  integer CHECK (prosumer_annual_credit_minor >= 0),
      ADD COLUMN prosumer_current_spend_minor  integer NOT NULL DEFAULT 0 CHECK (prosumer_current_spend_minor >= 0);
  `,
};
