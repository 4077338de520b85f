import type { Migration } from './migration.js';

/**
 * Who changed and who removed an agent's price adjustment, beside who made it. A removal keeps
 * its row (removed_at, removed_by) so a discount that was given and taken back stays on record;
 * baskets read only the adjustments not removed.
 */
export const migration0005PriceAdjustmentAudit: Migration = {
  id: '0005_price_adjustment_audit',
  sql: `
    ALTER TABLE basket_price_adjustments
      ADD COLUMN updated_by  text REFERENCES consumers (consumer_no),
      ADD COLUMN updated_at  timestamptz,
      ADD COLUMN removed_by  text REFERENCES consumers (consumer_no),
      ADD COLUMN removed_at  timestamptz,
      ADD CONSTRAINT basket_price_adjustments_removed_by_whom CHECK ((removed_at IS NULL) = (removed_by IS NULL)),
      ADD CONSTRAINT basket_price_adjustments_updated_by_whom CHECK ((updated_at IS NULL) = (updated_by IS NULL));
  `,
};
