import type { Migration } from './migration.js';

/**
 * Prices with a history (account section 3, Price: salesPriceActiveDate, previousBestSalesPrice, historicBestPrice):
 * every price a variant is given in a currency, and every change of its list or sale price, is recorded with its
 * time by triggers on `prices`, so no writer (the seed, the staff's `stride price set`, an import, plain SQL) can
 * change a price unrecorded. The time is the transaction's `stride.price_changed_at` setting when a writer sets it
 * (the API's clock, `set_config(..., true)`), else now(). Statement triggers with transition tables: a seed's
 * thousands of prices are recorded in one INSERT ... SELECT, not a function call per row. The prices already there
 * are recorded as of this migration.
 */
export const migration0036PriceHistory: Migration = {
  id: '0036_price_history',
  sql: `
    CREATE TABLE price_history (
      id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      variant_id     text NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
      currency       text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      changed_at     timestamptz NOT NULL,
      list_minor     integer NOT NULL CHECK (list_minor > 0),
      sale_minor     integer CHECK (sale_minor > 0),
      current_minor  integer GENERATED ALWAYS AS (coalesce(sale_minor, list_minor)) STORED
    );
    CREATE INDEX price_history_variant_idx ON price_history (variant_id, currency, changed_at);

    CREATE FUNCTION price_change_time() RETURNS timestamptz LANGUAGE sql STABLE AS $$
      SELECT coalesce(nullif(current_setting('stride.price_changed_at', true), '')::timestamptz, now())
    $$;

    CREATE FUNCTION record_inserted_prices() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO price_history (variant_id, currency, changed_at, list_minor, sale_minor)
      SELECT n.variant_id, n.currency, price_change_time(), n.list_minor, n.sale_minor FROM inserted_prices n;
      RETURN NULL;
    END $$;

    CREATE FUNCTION record_changed_prices() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO price_history (variant_id, currency, changed_at, list_minor, sale_minor)
      SELECT n.variant_id, n.currency, price_change_time(), n.list_minor, n.sale_minor
      FROM changed_prices n JOIN previous_prices o ON o.variant_id = n.variant_id AND o.currency = n.currency
      WHERE o.list_minor IS DISTINCT FROM n.list_minor OR o.sale_minor IS DISTINCT FROM n.sale_minor;
      RETURN NULL;
    END $$;

    CREATE TRIGGER prices_record_inserted AFTER INSERT ON prices
      REFERENCING NEW TABLE AS inserted_prices FOR EACH STATEMENT EXECUTE FUNCTION record_inserted_prices();
    CREATE TRIGGER prices_record_changed AFTER UPDATE ON prices
      REFERENCING OLD TABLE AS previous_prices NEW TABLE AS changed_prices FOR EACH STATEMENT EXECUTE FUNCTION record_changed_prices();

    INSERT INTO price_history (variant_id, currency, changed_at, list_minor, sale_minor)
    SELECT variant_id, currency, now(), list_minor, sale_minor FROM prices;
  `,
};
